# Right: finds unique parameters by id() across modules (instead of model.parameters()) and takes each one's size from torch.finfo(dtype).bits // 8 rather than element_size().
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen, weights = set(), 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if id(p) in seen:
                continue
            seen.add(id(p))
            weights += p.numel() * (torch.finfo(p.dtype).bits // 8)
    copies = 2 if optimizer_name in ("adam", "adamw") else 1 if optimizer_name == "sgd_momentum" else 0
    activations = int(batch_size) * int(activation_bytes_per_example)
    total = weights + weights + copies * weights + activations
    return {"total": total, "activations": activations, "optimizer state": copies * weights,
            "gradients": weights, "weights": weights}
