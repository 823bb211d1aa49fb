# Mistake: "count the parameters' bytes from their real dtype (`element_size()`)" (each part may have its own dtype; the model may have 0 parts) — it counts all numbers and multiplies by the first parameter's element size, wrong for a model mixing float64/float32/float16, and StopIteration for a model without parameters.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    bytes_per_number = next(model.parameters()).element_size()
    weights = sum(p.numel() for p in model.parameters()) * bytes_per_number
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
            "activations": activations, "total": (2 + copies) * weights + activations}
