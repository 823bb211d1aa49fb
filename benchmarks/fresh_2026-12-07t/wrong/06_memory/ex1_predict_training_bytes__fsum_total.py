# Mistake: "every amount is a Python int (exact even past 2**53)": math.fsum returns a float, so "total" is a float, and once the activations pass 2**53 (batch 10**6 times 10**13 bytes) it is rounded and no longer the exact sum.
import math

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = math.fsum(parts.values())       # exact summation of the parts
    return parts
