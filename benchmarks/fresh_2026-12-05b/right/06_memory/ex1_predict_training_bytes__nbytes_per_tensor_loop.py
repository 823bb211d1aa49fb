# Right: per-parameter loop with Tensor.nbytes, distinct parameters by id, explicit per-optimizer copies counted from each parameter's own bytes.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    seen = set()
    weights = gradients = state = 0
    for p in model.parameters():
        if id(p) in seen:
            continue
        seen.add(id(p))
        nbytes = int(p.nbytes)
        weights += nbytes
        gradients += nbytes
        state += copies * nbytes
    activations = int(batch_size) * int(activation_bytes_per_example)
    return {"weights": weights, "gradients": gradients, "optimizer state": state,
            "activations": activations, "total": weights + gradients + state + activations}
