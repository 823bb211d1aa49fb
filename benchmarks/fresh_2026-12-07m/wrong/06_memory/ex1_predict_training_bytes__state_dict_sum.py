# Mistake: "a weight shared by two modules is one tensor, counted once; buffers (BatchNorm's running statistics) are not parameters" - counting model.state_dict() adds BatchNorm's running_mean/var/num_batches_tracked and counts a tied weight once per key, so a model with BatchNorm or a tied weight gets too many bytes.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    per_weight = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    state = per_weight * weights
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
