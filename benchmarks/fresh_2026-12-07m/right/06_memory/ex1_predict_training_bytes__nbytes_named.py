# Right: walks named_parameters() (which drops duplicates of a tied weight), uses Tensor.nbytes and counts the state tensors per optimizer explicitly instead of a multiplier on the weight total.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    state_tensors = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}
    if optimizer_name not in state_tensors:
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    weights = gradients = state = 0
    for _, p in model.named_parameters():
        size = int(p.nbytes)
        weights += size
        gradients += size
        state += state_tensors[optimizer_name] * size
    activations = int(batch_size) * int(activation_bytes_per_example)
    result = {"activations": activations, "optimizer state": state, "gradients": gradients, "weights": weights}
    result["total"] = weights + gradients + state + activations
    return result
