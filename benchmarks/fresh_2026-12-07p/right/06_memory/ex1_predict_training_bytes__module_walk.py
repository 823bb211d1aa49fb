# Right: walks the modules itself (parameters registered directly on each, recurse=False) and deduplicates by identity within the call, instead of relying on model.parameters().
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen = []
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if not any(p is q for q in seen):
                seen.append(p)
    per_copy = sum((p.numel() * p.element_size() for p in seen), 0)
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}
    if optimizer_name not in copies:
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    result = {
        "weights": per_copy,
        "gradients": per_copy,
        "optimizer state": copies[optimizer_name] * per_copy,
        "activations": batch_size * activation_bytes_per_example,
    }
    result["total"] = sum(result.values())
    return result
