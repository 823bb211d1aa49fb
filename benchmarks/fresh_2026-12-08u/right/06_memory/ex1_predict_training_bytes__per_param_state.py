# Right: counts every part per parameter (state = one weight-sized buffer per state tensor, in the parameter's own element size) with a dict.fromkeys de-duplication, accumulating Python ints.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    n_states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    weights = gradients = state = 0
    for p in dict.fromkeys(model.parameters()):        # unique tensors, first-seen order
        nbytes = p.numel() * p.element_size()
        weights += nbytes
        gradients += nbytes
        state += n_states * nbytes
    activations = batch_size * activation_bytes_per_example
    return {"total": weights + gradients + state + activations, "activations": activations,
            "optimizer state": state, "gradients": gradients, "weights": weights}
