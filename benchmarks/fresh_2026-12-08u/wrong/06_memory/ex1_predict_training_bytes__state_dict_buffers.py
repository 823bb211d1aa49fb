# Mistake: "buffers (BatchNorm's running statistics) are not parameters" and "a weight shared by two modules is one tensor, counted once": counting model.state_dict() adds BatchNorm's running_mean/var/num_batches_tracked to the weights (and lists a tied weight under both names), so a model with BatchNorm or a tied weight is over-counted.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    gradients = weights
    optimizer_state = states * weights
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": gradients, "optimizer state": optimizer_state,
            "activations": activations, "total": weights + gradients + optimizer_state + activations}
