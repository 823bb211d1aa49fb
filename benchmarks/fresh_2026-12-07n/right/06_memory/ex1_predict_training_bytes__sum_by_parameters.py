# Right: the plain count, with the optimizer's state as a per-optimizer multiple of the weights' bytes looked up in a dict.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    state_copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    weights = sum(int(p.numel()) * int(p.element_size()) for p in model.parameters())
    gradients = weights
    optimizer_state = state_copies * weights
    activations = int(batch_size) * int(activation_bytes_per_example)
    return {"weights": weights, "gradients": gradients, "optimizer state": optimizer_state,
            "activations": activations, "total": weights + gradients + optimizer_state + activations}
