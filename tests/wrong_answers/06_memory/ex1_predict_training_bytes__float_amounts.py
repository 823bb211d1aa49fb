# Diagnosis: activations-bytes
# Pitfall: computing the amounts in floating point: past 2**53 the product is rounded.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": states * weights,
             "activations": int(float(batch_size) * activation_bytes_per_example)}
    parts["total"] = sum(parts.values())
    return parts
