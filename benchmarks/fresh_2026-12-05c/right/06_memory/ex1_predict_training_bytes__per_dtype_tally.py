# Right: tallies element counts per dtype (model.parameters() already yields a shared tensor once), converts with torch.tensor([], dtype=dt).element_size(), and multiplies per part in exact integer arithmetic
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    counts = {}
    for p in model.parameters():
        counts[p.dtype] = counts.get(p.dtype, 0) + p.numel()
    weights = sum(n * torch.empty((), dtype=dt).element_size() for dt, n in counts.items())
    if optimizer_name == "sgd":
        state = 0
    elif optimizer_name == "sgd_momentum":
        state = weights
    elif optimizer_name in ("adam", "adamw"):
        state = 2 * weights
    else:
        raise ValueError(optimizer_name)
    activations = batch_size * activation_bytes_per_example
    return {"total": weights * 2 + state + activations, "activations": activations,
            "optimizer state": state, "gradients": weights, "weights": weights}
