# Right: builds the state bytes tensor by tensor (one entry per state buffer the optimizer would create, each the size of its parameter), de-duplicating parameters with dict.fromkeys (identity) rather than multiplying a total.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    buffers_per_param = {"sgd": (), "sgd_momentum": ("momentum_buffer",),
                         "adam": ("exp_avg", "exp_avg_sq"), "adamw": ("exp_avg", "exp_avg_sq")}[optimizer_name]
    weights = gradients = state = 0
    for p in dict.fromkeys(model.parameters()):
        nbytes = p.numel() * p.element_size()
        weights += nbytes
        gradients += nbytes
        for _ in buffers_per_param:
            state += nbytes
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": gradients, "optimizer state": state,
            "activations": activations, "total": weights + gradients + state + activations}
