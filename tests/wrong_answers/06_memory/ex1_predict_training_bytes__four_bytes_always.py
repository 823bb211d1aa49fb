# Diagnosis: four-bytes-per-number
# Pitfall: 4 bytes per number whatever the dtype: a bfloat16 model is counted twice too large.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 4 * sum(p.numel() for p in model.parameters())
    states_per_param = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": states_per_param * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
