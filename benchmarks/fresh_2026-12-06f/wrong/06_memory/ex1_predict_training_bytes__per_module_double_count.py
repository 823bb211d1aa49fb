# Mistake: "a weight shared by two modules is one tensor, counted once" — walks every module and adds its own parameters (recurse=False); a weight tied between two layers is met once per layer and counted twice (weights, gradients and state all too large).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            weights += p.numel() * p.element_size()
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = sum(out.values())
    return out
