# Right: deduplicates parameters explicitly by identity over named_parameters(remove_duplicate=False) (a tied weight is one object), reads the size from dtype.itemsize (no data needed, works on meta), and keeps every amount a Python int.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen, weights = set(), 0
    for _, p in model.named_parameters(remove_duplicate=False):
        if id(p) in seen:
            continue
        seen.add(id(p))
        weights += int(p.numel()) * p.dtype.itemsize
    if optimizer_name == "sgd":
        state = 0
    elif optimizer_name == "sgd_momentum":
        state = weights
    elif optimizer_name in ("adam", "adamw"):
        state = 2 * weights
    else:
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    activations = int(batch_size) * int(activation_bytes_per_example)
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
