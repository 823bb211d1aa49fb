# Right: deduplicates with dict.fromkeys over the parameters and uses nelement()/dtype.itemsize with a per-optimizer multiplier table, instead of a sum over model.parameters() with element_size().
_STATE_COPIES = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    unique = dict.fromkeys(model.parameters())          # a tied weight appears once
    weights = 0
    for p in unique:
        weights += int(p.nelement()) * int(p.dtype.itemsize)
    state = _STATE_COPIES[optimizer_name] * weights
    activations = int(batch_size) * int(activation_bytes_per_example)
    parts = {"weights": weights, "gradients": weights, "optimizer state": state, "activations": activations}
    parts["total"] = weights + weights + state + activations
    return parts
