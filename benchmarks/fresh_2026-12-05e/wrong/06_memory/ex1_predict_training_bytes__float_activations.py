# Mistake: "every amount is a Python `int` (exact even past 2**53)" — the activations are computed as batch_size * float(bytes per example) (to be safe with big numbers), a float that rounds past 2**53 and makes the total a float too
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    multiplier = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * float(activation_bytes_per_example)
    result = {"weights": weights, "gradients": weights, "optimizer state": multiplier * weights,
              "activations": activations}
    result["total"] = sum(result.values())
    return result
