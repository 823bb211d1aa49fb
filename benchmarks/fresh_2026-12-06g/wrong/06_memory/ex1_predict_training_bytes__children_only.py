# Mistake: "model: a module (or an nn.Sequential of 0 to 5 parts)" — summing over model.children() counts a Sequential's parts but gives 0 for a bare layer (no children) and misses a parameter registered on the model itself; a weight tied between two parts is counted twice
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for part in model.children():
        weights += sum(p.numel() * p.element_size() for p in part.parameters())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    result = {"weights": weights, "gradients": weights, "optimizer state": states * weights,
              "activations": batch_size * activation_bytes_per_example}
    result["total"] = sum(result.values())
    return result
