# Right: walks every module's own parameters with an id() set to count a tied weight once, uses dtype.itemsize, and builds "total" with sum() over the parts.
_STATE_COPIES = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen, weights = set(), 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if id(p) in seen:
                continue
            seen.add(id(p))
            weights += int(p.numel()) * p.dtype.itemsize
    parts = {
        "weights": weights,
        "gradients": weights,
        "optimizer state": _STATE_COPIES[optimizer_name] * weights,
        "activations": int(batch_size) * int(activation_bytes_per_example),
    }
    parts["total"] = sum(parts.values())
    return parts
