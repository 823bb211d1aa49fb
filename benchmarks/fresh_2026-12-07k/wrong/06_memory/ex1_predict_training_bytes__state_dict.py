# Mistake: "a weight shared by two modules is one tensor, counted once; buffers (BatchNorm's running statistics) are not parameters": counting model.state_dict() counts a tied weight under both names and adds BatchNorm's running_mean/var and num_batches_tracked, so a model with a BatchNorm or a tied weight is over-counted.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    per_param = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": per_param * weights,
             "activations": int(batch_size) * int(activation_bytes_per_example)}
    parts["total"] = sum(parts.values())
    return parts
