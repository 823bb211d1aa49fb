# Diagnosis: domain-wrong-result
# Pitfall: the amounts computed as int64 tensors: 10**6 * 10**13 passes 2**63 and wraps negative.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = torch.zeros((), dtype=torch.int64)
    for p in model.parameters():
        weights += p.numel() * p.element_size()
    activations = torch.tensor(batch_size, dtype=torch.int64) * activation_bytes_per_example
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    total = weights * (2 + states) + activations
    return {"weights": weights.item(), "gradients": weights.item(), "optimizer state": (weights * states).item(),
            "activations": activations.item(), "total": total.item()}
