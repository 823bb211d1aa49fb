# Mistake: "every amount is a Python `int` (exact even past 2**53)" — converts to float (and MiB-style arithmetic), so activations/total are floats that lose exactness past 2**53
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    w = float(sum(p.numel() * p.element_size() for p in model.parameters()))
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = float(batch_size) * float(activation_bytes_per_example)
    out = {"weights": w, "gradients": w, "optimizer state": states * w, "activations": activations}
    out["total"] = w + w + states * w + activations
    return out
