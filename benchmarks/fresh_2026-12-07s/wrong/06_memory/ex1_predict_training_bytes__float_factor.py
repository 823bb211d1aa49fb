# Mistake: "every amount is a Python int (exact even past 2**53)" — the state multipliers are written as floats (2.0 for Adam), so "optimizer state" and "total" come back as Python floats, and a total past 2**53 is rounded (e.g. batch_size=10**6, activation_bytes_per_example=10**13 - 1 with Adam).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    state_per_weight = {"sgd": 0.0, "sgd_momentum": 1.0, "adam": 2.0, "adamw": 2.0}[optimizer_name]
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    state = state_per_weight * weights
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
