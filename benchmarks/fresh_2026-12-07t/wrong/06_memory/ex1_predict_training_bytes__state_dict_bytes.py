# Mistake: "buffers (BatchNorm's running statistics) are not parameters" and "a weight shared by two modules is one tensor, counted once": summing model.state_dict() counts BatchNorm's running_mean/var/num_batches_tracked (and a tied weight under both names) as weights.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": states * weights,
            "activations": activations, "total": 4 * weights + (states - 2) * weights + activations}
