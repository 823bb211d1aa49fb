# Right: walks every module's own parameters and deduplicates tied weights by id(), and accumulates the state per parameter (momentum one copy, Adam/AdamW two), with Python ints throughout.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen = set()
    weights = gradients = state = 0
    copies = 2 if optimizer_name in ("adam", "adamw") else 1 if optimizer_name == "sgd_momentum" else 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if id(p) in seen:
                continue
            seen.add(id(p))
            b = p.numel() * p.element_size()
            weights += b
            gradients += b
            state += copies * b
    activations = batch_size * activation_bytes_per_example
    return {"total": weights + gradients + state + activations, "weights": weights, "gradients": gradients,
            "optimizer state": state, "activations": activations}
