# Right: walks every module's own _parameters (root included) and counts each tensor once by id (tied weights), ignoring buffers and None entries; all arithmetic on Python ints from numel()/element_size(), with the number of state tensors per parameter looked up per optimizer
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen, weights = set(), 0
    for module in model.modules():
        for p in module._parameters.values():
            if p is None or id(p) in seen:
                continue
            seen.add(id(p))
            weights += int(p.numel()) * int(p.element_size())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
           "activations": int(batch_size) * int(activation_bytes_per_example)}
    out["total"] = out["weights"] + out["gradients"] + out["optimizer state"] + out["activations"]
    return out
