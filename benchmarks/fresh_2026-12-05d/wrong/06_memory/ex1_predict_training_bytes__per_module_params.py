# Mistake: "a weight shared by two modules is one tensor, counted once" — it walks model.modules() and sums each module's own parameters (recurse=False); a weight tied between two layers sits in both modules and is counted twice (weights, gradients and state all doubled for it).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            weights += p.numel() * p.element_size()
    per_weight = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    out = {"weights": weights, "gradients": weights, "optimizer state": per_weight * weights,
           "activations": activations}
    out["total"] = sum(out.values())
    return out
