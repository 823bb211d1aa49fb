# Right: groups the parameters by dtype and takes the bytes per number from torch.finfo(dtype).bits // 8 instead of element_size(); dedupes through named_parameters().
import math

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    numbers_per_dtype = {}
    for _, p in model.named_parameters():            # remove_duplicate=True: a tied weight once
        numbers_per_dtype[p.dtype] = numbers_per_dtype.get(p.dtype, 0) + math.prod(p.shape)
    weights = sum(n * (torch.finfo(dt).bits // 8) for dt, n in numbers_per_dtype.items())
    if optimizer_name == "sgd":
        state = 0
    elif optimizer_name == "sgd_momentum":
        state = weights
    elif optimizer_name in ("adam", "adamw"):
        state = 2 * weights
    else:
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    acts = batch_size * activation_bytes_per_example
    parts = {"weights": weights, "gradients": weights, "optimizer state": state, "activations": acts}
    parts["total"] = sum(parts.values())
    return parts
