# Right: groups the element counts by dtype first (itemsize from torch.dtype), then converts each group to bytes.
import collections

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    counts = collections.Counter()
    for p in model.parameters():                       # parameters() yields a tied weight once
        counts[p.dtype] += p.numel()
    weights = sum(n * dtype.itemsize for dtype, n in counts.items())
    copies = 2 if optimizer_name in ("adam", "adamw") else 1 if optimizer_name == "sgd_momentum" else 0
    parts = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
