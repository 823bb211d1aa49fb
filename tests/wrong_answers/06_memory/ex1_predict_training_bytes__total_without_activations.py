# Diagnosis: total-not-sum
# Pitfall: "total" adds up weights, gradients and optimizer state but forgets the activations.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name] * weights
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": states,
            "activations": activations, "total": 2 * weights + states}
