# Right: sizes from `math.prod(p.shape) * p.dtype.itemsize` (no tensor method at all), tied weights deduplicated by object identity through named_parameters() with remove_duplicate, the state multiplier from a table of per-optimizer buffer names, everything in Python ints.
import math

_STATE_BUFFERS = {"sgd": (), "sgd_momentum": ("momentum_buffer",), "adam": ("exp_avg", "exp_avg_sq"),
                  "adamw": ("exp_avg", "exp_avg_sq")}

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    unique = {}
    for _, p in model.named_parameters(remove_duplicate=True):
        unique.setdefault(id(p), p)
    weights = 0
    for p in unique.values():
        weights += int(math.prod(p.shape)) * int(p.dtype.itemsize)
    if optimizer_name not in _STATE_BUFFERS:
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    state = len(_STATE_BUFFERS[optimizer_name]) * weights
    activations = int(batch_size) * int(activation_bytes_per_example)
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
