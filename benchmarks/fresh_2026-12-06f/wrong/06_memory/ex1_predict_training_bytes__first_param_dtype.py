# Mistake: "count the parameters' bytes from their real dtype (`element_size()`)" with "each part `float32`, `bfloat16`, `float16` or `float64`" — takes the element size of the first parameter for the whole model (as if the model had one dtype): wrong for mixed-dtype models, and a model with no parameters (an empty Sequential) raises StopIteration.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    bytes_per_number = next(model.parameters()).element_size()
    n = sum(p.numel() for p in model.parameters())
    weights = n * bytes_per_number
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = sum(out.values())
    return out
