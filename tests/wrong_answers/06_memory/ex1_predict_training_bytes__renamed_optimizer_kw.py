# Diagnosis: signature
# Pitfall: the signature "predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example)" - the second parameter is renamed `optimizer`, so a caller passing optimizer_name="adam" by keyword gets a TypeError. (batch m, 2026-12-07)
def predict_training_bytes(model, optimizer, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    state = {"sgd": 0, "sgd_momentum": weights, "adam": 2 * weights, "adamw": 2 * weights}[optimizer]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": 2 * weights + state + activations}
