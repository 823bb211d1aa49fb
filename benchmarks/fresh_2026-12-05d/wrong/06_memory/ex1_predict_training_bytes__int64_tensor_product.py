# Mistake: "every amount is a Python `int` (exact even past 2**53)" with batch_size up to 10**6 and activation_bytes_per_example up to 10**13 — the amounts are computed as int64 tensors and converted with .item() at the end; 10**6 * 10**13 = 10**19 overflows int64 (past 2**63) and wraps to a negative number.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = torch.zeros((), dtype=torch.int64)
    for p in model.parameters():
        weights += p.numel() * p.element_size()
    activations = torch.tensor(batch_size, dtype=torch.int64) * activation_bytes_per_example
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    total = weights * (2 + states) + activations
    return {"weights": weights.item(), "gradients": weights.item(), "optimizer state": (weights * states).item(),
            "activations": activations.item(), "total": total.item()}
