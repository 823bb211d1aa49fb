# Mistake: "every amount is a Python `int`" — counts elements with np.prod(p.shape): the amounts are numpy.int64, and a 0-d parameter (np.prod(()) == 1.0) makes them numpy.float64.
import numpy as np

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(np.prod(p.shape) * p.element_size() for p in model.parameters())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
            "activations": activations, "total": (2 + copies) * weights + activations}
