# Mistake: "a weight shared by two modules is one tensor, counted once" and "a parameter ... registered on a plain nn.Module": summing over model.children() counts a weight shared by two layers once per layer and misses a parameter registered directly on the top-level module.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for child in model.children():
        for p in child.parameters():
            weights += p.numel() * p.element_size()
    factor = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": weights, "gradients": weights, "optimizer state": factor * weights,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = out["weights"] + out["gradients"] + out["optimizer state"] + out["activations"]
    return out
