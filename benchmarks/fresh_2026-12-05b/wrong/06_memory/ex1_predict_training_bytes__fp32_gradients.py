# Mistake: "gradients and optimizer states have the dtype of their parameter" -- gradients and states are counted as float32 (4 bytes) whatever the parameter's dtype.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = sum(p.numel() * p.element_size() for p in params)
    fp32_copy = sum(p.numel() * 4 for p in params)       # grads / states accumulate in fp32
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": weights, "gradients": fp32_copy, "optimizer state": states * fp32_copy,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = out["weights"] + out["gradients"] + out["optimizer state"] + out["activations"]
    return out
