# Mistake: "a weight shared by two modules is one tensor, counted once; buffers (BatchNorm's running statistics) are not parameters": counting model.state_dict() counts BatchNorm's running_mean/var/num_batches_tracked and the tied weight twice (under both keys), so a model with BatchNorm or a tied weight is over-counted.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    factor = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    parts = {"weights": weights, "gradients": weights, "optimizer state": factor * weights,
             "activations": activations}
    parts["total"] = sum(parts.values())
    return parts
