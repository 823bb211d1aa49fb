# Mistake: "every amount is a Python `int` (exact even past 2**53)" -- the state multiplier is a float (2.0 for Adam), so the state and the total are floats, rounded past 2**53.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    factor = {"sgd": 0.0, "sgd_momentum": 1.0, "adam": 2.0, "adamw": 2.0}[optimizer_name]
    state = factor * weights
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
