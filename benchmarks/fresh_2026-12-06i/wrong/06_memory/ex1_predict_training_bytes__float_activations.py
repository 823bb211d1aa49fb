# Mistake: "every amount is a Python `int` (exact even past 2**53)" — the activations go through a float (`float(batch_size) * ...`), so e.g. batch 10**6 x 10**13-1 bytes is rounded to a multiple of 2048, and the total with it.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    copies = {"sgd": 0.0, "sgd_momentum": 1.0, "adam": 2.0, "adamw": 2.0}[optimizer_name]
    state = int(copies * weights)
    activations = int(float(batch_size) * activation_bytes_per_example)
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
