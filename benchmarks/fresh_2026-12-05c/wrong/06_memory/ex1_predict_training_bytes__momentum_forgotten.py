# Mistake: "SGD with momentum keeps one buffer per parameter" (Pitfalls: forgetting SGD's momentum buffer) — treats every SGD variant as stateless, so 'sgd_momentum' misses 1 x the weights
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    w = sum(p.numel() * p.element_size() for p in model.parameters())
    states = 2 if optimizer_name.startswith("adam") else 0
    out = {"weights": w, "gradients": w, "optimizer state": states * w,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = sum(out.values())
    return out
