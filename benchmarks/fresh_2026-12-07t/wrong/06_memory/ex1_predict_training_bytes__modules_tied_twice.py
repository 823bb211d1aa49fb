# Mistake: "a weight shared by two modules is one tensor, counted once": walking every module's own parameters (recurse=False) counts a tied weight once per module that holds it, so a model with a weight shared by two layers gets its weights, gradients and state overcounted.
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
