# Right: walks every module's own parameters and deduplicates them by identity in a dict (instead of relying on model.parameters()), and picks the number of state copies with if/elif.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    unique = {}
    for module in model.modules():
        for p in module.parameters(recurse=False):
            unique[id(p)] = p
    weights = 0
    for p in unique.values():
        weights += int(p.numel()) * int(p.element_size())
    if optimizer_name == "sgd":
        state = 0
    elif optimizer_name == "sgd_momentum":
        state = weights
    elif optimizer_name in ("adam", "adamw"):
        state = 2 * weights
    else:
        raise ValueError(optimizer_name)
    activations = int(batch_size) * int(activation_bytes_per_example)
    return {"weights": weights, "gradients": weights, "optimizer state": state, "activations": activations,
            "total": weights + weights + state + activations}
