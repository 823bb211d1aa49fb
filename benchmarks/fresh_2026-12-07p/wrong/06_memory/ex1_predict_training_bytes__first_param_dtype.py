# Mistake: "count the parameters' bytes from their real dtype (element_size())" on "a model that mixes float64, float32 and float16 parameters": the bytes per number are read from the first parameter only, so a mixed-dtype model is counted as if every parameter had the first one's dtype.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    n = sum(p.numel() for p in params)
    bytes_per_number = params[0].element_size() if params else 4
    weights = n * bytes_per_number
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
