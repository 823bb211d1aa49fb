# Mistake: "every amount is a Python `int` (exact even past 2**53)" — takes the bytes per number as `torch.finfo(dtype).bits / 8` (a float), so every amount is a Python float, and the total, a float sum, is no longer exact once the activations pass 2**53.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * torch.finfo(p.dtype).bits / 8 for p in model.parameters())
    state_copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    parts = {"weights": weights, "gradients": weights, "optimizer state": state_copies * weights,
             "activations": activations}
    parts["total"] = weights + weights + state_copies * weights + activations
    return parts
