# Right: bytes per number from the dtype's bit width (torch.finfo(dtype).bits // 8: 2 for bfloat16/float16, 8 for float64) times numel, over model.parameters() (which yields a shared weight once and no buffers)
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for p in model.parameters():
        weights += p.numel() * (torch.finfo(p.dtype).bits // 8)
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {
        "weights": weights,
        "gradients": weights,
        "optimizer state": copies * weights,
        "activations": batch_size * activation_bytes_per_example,
    }
    parts["total"] = sum(parts.values())
    return parts
