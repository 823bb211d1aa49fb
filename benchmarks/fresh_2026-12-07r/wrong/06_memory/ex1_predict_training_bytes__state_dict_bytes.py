# Mistake: "buffers (BatchNorm's running statistics) are not parameters": summing over model.state_dict() counts BatchNorm's running_mean, running_var and num_batches_tracked (and any registered buffer) as weights, so a model with BatchNorm or a plain buffer is over-counted.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    if optimizer_name in ("adam", "adamw"):
        state = 2 * weights
    elif optimizer_name == "sgd_momentum":
        state = weights
    else:
        state = 0
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": 2 * weights + state + activations}
