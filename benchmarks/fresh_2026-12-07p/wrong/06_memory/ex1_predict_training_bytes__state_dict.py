# Mistake: "buffers (BatchNorm's running statistics) are not parameters" and "a weight shared by two modules is one tensor, counted once": counting the tensors of model.state_dict() adds BatchNorm's running_mean/running_var/num_batches_tracked and lists a tied weight under both names, so a model with BatchNorm or a tied weight is over-counted.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
