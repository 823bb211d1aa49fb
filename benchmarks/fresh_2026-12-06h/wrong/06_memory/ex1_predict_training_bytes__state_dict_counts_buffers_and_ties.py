# Mistake: "a weight shared by two modules is one tensor, counted once; buffers (BatchNorm's running statistics) are not parameters" — counts the weights from `model.state_dict()`, which lists a tied weight under both names and includes every buffer (running_mean, running_var, num_batches_tracked), so a model with a tied weight or BatchNorm is over-counted.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    state_copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": state_copies * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
