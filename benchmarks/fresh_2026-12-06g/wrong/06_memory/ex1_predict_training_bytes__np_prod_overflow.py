# Mistake: "every amount is a Python int (exact even past 2**53)" — the activations come from np.prod, a NumPy int64: not a Python int, and batch_size 10**6 times 10**13 bytes per example (10**19) overflows int64 to a negative number
import numpy as np


def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = np.prod([batch_size, activation_bytes_per_example])
    parts = {"weights": weights, "gradients": weights, "optimizer state": states * weights,
             "activations": activations}
    parts["total"] = sum(parts.values())
    return parts
