# Right: walks named_parameters(remove_duplicate=False) de-duplicating by object identity, and gets bytes per element from the dtype (finfo/iinfo bits) and elements from math.prod(shape), never touching a value.
import math

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    state_copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}
    if optimizer_name not in state_copies:
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    unique = {}
    for _, p in model.named_parameters(remove_duplicate=False):
        unique.setdefault(id(p), p)
    def bytes_of(p):
        info = torch.finfo(p.dtype) if p.dtype.is_floating_point else torch.iinfo(p.dtype)
        return int(math.prod(p.shape)) * (info.bits // 8)
    weights = sum((bytes_of(p) for p in unique.values()), 0)
    parts = {"weights": int(weights), "gradients": int(weights),
             "optimizer state": state_copies[optimizer_name] * int(weights),
             "activations": int(batch_size) * int(activation_bytes_per_example)}
    parts["total"] = sum(parts.values())
    return parts
