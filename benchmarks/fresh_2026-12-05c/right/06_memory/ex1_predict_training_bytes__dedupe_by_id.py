# Right: walks named_parameters of every module but deduplicates by tensor identity (tied weight once), reads element_size per tensor, never touches buffers, and keeps all amounts as Python ints
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    if optimizer_name not in ("sgd", "sgd_momentum", "adam", "adamw"):
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    seen = set()
    weights = 0
    for module in model.modules():
        for _, p in module.named_parameters(recurse=False):
            if id(p) in seen:
                continue
            seen.add(id(p))
            weights += int(p.numel()) * int(p.element_size())
    per_param_states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {
        "weights": weights,
        "gradients": weights,
        "optimizer state": per_param_states * weights,
        "activations": int(batch_size) * int(activation_bytes_per_example),
    }
    parts["total"] = parts["weights"] + parts["gradients"] + parts["optimizer state"] + parts["activations"]
    return parts
