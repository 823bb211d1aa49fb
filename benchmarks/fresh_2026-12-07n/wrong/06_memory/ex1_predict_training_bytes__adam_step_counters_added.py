# Mistake: "ignore Adam's tiny step counters": adds 4 bytes per parameter tensor for Adam/AdamW (as the notebook's assert 8N + 4 x 6 did), so every adam/adamw prediction is off from the reference by 4 bytes per tensor (hidden only within 64 bytes on the visible MLP).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = sum(p.numel() * p.element_size() for p in params)
    if optimizer_name in ("adam", "adamw"):
        state = 2 * weights + 4 * len(params)           # exp_avg, exp_avg_sq and the step counter
    elif optimizer_name == "sgd_momentum":
        state = weights
    else:
        state = 0
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": 2 * weights + state + activations}
