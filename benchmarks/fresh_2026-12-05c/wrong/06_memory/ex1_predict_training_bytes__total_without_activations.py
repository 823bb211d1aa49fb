# Mistake: ""total" (the sum of the four)" — total adds weights, gradients and optimizer state but misses the activations (wrong whenever batch_size * activation_bytes_per_example > 0)
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    w = sum(p.numel() * p.element_size() for p in model.parameters())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    fixed = {"weights": w, "gradients": w, "optimizer state": states * w}
    total = sum(fixed.values())
    fixed["activations"] = batch_size * activation_bytes_per_example
    fixed["total"] = total
    return fixed
