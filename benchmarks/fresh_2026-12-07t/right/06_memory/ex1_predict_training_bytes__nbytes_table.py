# Right: reads each parameter's bytes with Tensor.nbytes (numel * element_size, no values read, fine on meta) and builds the dict from a per-optimizer table of state copies, total added key by key.
_STATE_COPIES = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for p in model.parameters():              # parameters() yields a tied weight once
        weights += int(p.nbytes)
    out = {
        "weights": weights,
        "gradients": weights,
        "optimizer state": _STATE_COPIES[optimizer_name] * weights,
        "activations": int(batch_size) * int(activation_bytes_per_example),
    }
    out["total"] = out["weights"] + out["gradients"] + out["optimizer state"] + out["activations"]
    return out
