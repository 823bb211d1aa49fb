# Right: groups the unique parameters by dtype first (a Counter of element counts per dtype), then converts each group to bytes once; walks modules with recurse=False and an identity set instead of model.parameters().
from collections import Counter

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen, numel_by_dtype = set(), Counter()
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if id(p) not in seen:
                seen.add(id(p))
                numel_by_dtype[p.dtype] += p.numel()
    weights = sum(n * torch.empty((), dtype=dt, device="meta").element_size() for dt, n in numel_by_dtype.items())
    weights = int(weights)
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    result = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
              "activations": int(batch_size) * int(activation_bytes_per_example)}
    result["total"] = sum(result.values())
    return result
