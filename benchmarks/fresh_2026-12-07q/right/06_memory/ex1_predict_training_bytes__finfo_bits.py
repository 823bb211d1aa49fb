# Right: bytes per number from torch.finfo(dtype).bits // 8 (every allowed dtype is a float type) and state as a per-optimizer count of parameter-shaped buffers, dedup by id() over named_parameters(remove_duplicate=False).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen = {}
    for _, p in model.named_parameters(remove_duplicate=False):
        seen[id(p)] = p
    weights = 0
    for p in seen.values():
        count = 1
        for d in p.shape:
            count *= int(d)
        weights += count * (torch.finfo(p.dtype).bits // 8)
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
             "activations": int(batch_size) * int(activation_bytes_per_example)}
    parts["total"] = sum(parts.values())
    return parts
