# Mistake: "a weight shared by two modules is one tensor, counted once": summing each module's own parameters (recurse=False) counts a weight tied between two layers once per layer, so a model with a tied weight gets too many bytes of weights, gradients and state.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            weights += p.numel() * p.element_size()
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": states * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
