# Mistake: "every amount is a Python int (exact even past 2**53)": bytes per number computed as finfo(dtype).bits / 8 (true division) make weights, gradients, state and total Python floats (e.g. 2412040.0), and a float total is no longer exact once it passes 2**53.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * torch.finfo(p.dtype).bits / 8 for p in model.parameters())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = sum(out.values())
    return out
