# Diagnosis: adamw-not-lighter
# Pitfall: the belief, from the practitioner notes, that AdamW saves memory: AdamW counted with one state tensor, SGD with two.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    states_per_param = {"sgd": 2, "sgd_momentum": 2, "adam": 2, "adamw": 1}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": states_per_param * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
