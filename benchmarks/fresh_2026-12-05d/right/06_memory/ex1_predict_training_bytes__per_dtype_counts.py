# Right: groups the (deduplicated) parameters by dtype and counts numbers per dtype with collections.Counter, then bytes = count * element size of that dtype; gradients and each optimizer buffer mirror the weights exactly.
from collections import Counter


def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    numbers = Counter()
    for p in model.parameters():                      # parameters() yields a shared tensor once
        numbers[p.dtype] += p.numel()
    weights = sum(n * torch.empty((), dtype=dt, device="meta").element_size() for dt, n in numbers.items())
    buffers_per_parameter = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": int(weights), "gradients": int(weights),
             "optimizer state": buffers_per_parameter * int(weights),
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
