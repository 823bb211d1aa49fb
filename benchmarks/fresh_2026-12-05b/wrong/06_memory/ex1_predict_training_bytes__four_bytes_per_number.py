# Mistake: "count the parameters' bytes from their real dtype (`element_size()`): a bfloat16 model takes 2 bytes per number, not 4" -- counts 4 bytes per number for every parameter.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    n = sum(p.numel() for p in model.parameters())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    weights = 4 * n
    result = {"weights": weights, "gradients": weights, "optimizer state": states * weights,
              "activations": batch_size * activation_bytes_per_example}
    result["total"] = sum(result.values())
    return result
