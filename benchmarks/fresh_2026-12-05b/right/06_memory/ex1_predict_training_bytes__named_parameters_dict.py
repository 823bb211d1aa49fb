# Right: named_parameters() (deduplicates shared tensors), bytes from numel()*element_size(), integer arithmetic via a match on the optimizer name.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for _, p in model.named_parameters())
    if optimizer_name == "sgd":
        state = 0
    elif optimizer_name == "sgd_momentum":
        state = weights
    elif optimizer_name in ("adam", "adamw"):
        state = 2 * weights
    else:
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    parts = {"weights": weights, "gradients": weights, "optimizer state": state,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
