# Mistake: "every amount is a Python `int` (exact even past 2**53)" — computes the amounts with float arithmetic (via / and math on MiB-friendly floats) and rounds at the end; past 2**53 the activations and the total are off by a few bytes (and are floats until int() is applied to a rounded value).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = float(sum(p.numel() * p.element_size() for p in model.parameters()))
    factor = {"sgd": 1.0, "sgd_momentum": 2.0, "adam": 3.0, "adamw": 3.0}[optimizer_name]
    activations = float(batch_size) * float(activation_bytes_per_example)
    total = weights * (1.0 + factor) + activations
    return {"weights": int(weights), "gradients": int(weights),
            "optimizer state": int(weights * (factor - 1.0)),
            "activations": int(activations), "total": int(total)}
