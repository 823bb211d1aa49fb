# Mistake: "ignore Adam's tiny `step` counters": this adds Adam's 4-byte step counter per parameter tensor (as the notebook's own assert `8N + 4 x 6` did), so for "adam"/"adamw" on a model with many tensors the state and total exceed the reference's (24 bytes on the visible MLP, inside the visible tolerance).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = sum(p.numel() * p.element_size() for p in params)
    if optimizer_name == "sgd":
        state = 0
    elif optimizer_name == "sgd_momentum":
        state = weights
    else:
        state = 2 * weights + 4 * len(params)
    acts = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state, "activations": acts,
            "total": 2 * weights + state + acts}
