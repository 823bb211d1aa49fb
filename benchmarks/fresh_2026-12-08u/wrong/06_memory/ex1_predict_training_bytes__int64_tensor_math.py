# Mistake: "every amount is a Python int (exact even past 2**53)" with batch_size up to 10**6 and activation_bytes_per_example up to 10**13: doing the arithmetic in int64 tensors and calling .item() at the end wraps around past 2**63 (10**6 * 10**13 = 10**19), so the largest activations (and "total") come out negative.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = torch.tensor(sum(p.numel() * p.element_size() for p in params), dtype=torch.int64)
    factor = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = torch.tensor(batch_size, dtype=torch.int64) * activation_bytes_per_example
    parts = {"weights": weights, "gradients": weights.clone(), "optimizer state": factor * weights,
             "activations": activations}
    parts["total"] = parts["weights"] + parts["gradients"] + parts["optimizer state"] + parts["activations"]
    return {k: int(v.item()) for k, v in parts.items()}
