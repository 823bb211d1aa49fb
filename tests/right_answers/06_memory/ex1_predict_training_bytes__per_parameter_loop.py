# Approach: one loop over the parameters, bytes from the dtype's bit width, states counted per tensor.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}
    parts = dict.fromkeys(["weights", "gradients", "optimizer state"], 0)
    for p in model.parameters():
        nbytes = p.numel() * torch.finfo(p.dtype).bits // 8
        parts["weights"] += nbytes
        parts["gradients"] += nbytes
        parts["optimizer state"] += copies[optimizer_name] * nbytes
    parts["activations"] = batch_size * activation_bytes_per_example
    parts["total"] = sum(parts.values())
    return parts
