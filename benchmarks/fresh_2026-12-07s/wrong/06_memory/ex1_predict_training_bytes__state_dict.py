# Mistake: "a weight shared by two modules is one tensor, counted once; buffers (BatchNorm's running statistics) are not parameters" — counting state_dict() entries adds BatchNorm's running_mean/var/num_batches_tracked and counts a tied weight under both of its names, so a model with BatchNorm or a shared weight is overcounted.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    factor = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": factor * weights,
            "activations": activations, "total": weights * (2 + factor) + activations}
