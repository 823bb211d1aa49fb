# Diagnosis: weights-bytes
# Pitfall: counting the state_dict's tensors: buffers (BatchNorm statistics) are counted as weights.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": states * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
