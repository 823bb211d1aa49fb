# Diagnosis: momentum-forgotten
# Pitfall: SGD counted as stateless even with momentum (it keeps one buffer per parameter).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    states_per_param = {"sgd": 0, "sgd_momentum": 0, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": states_per_param * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
