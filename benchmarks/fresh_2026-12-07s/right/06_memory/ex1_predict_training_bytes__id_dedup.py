# Right: walks named_parameters(remove_duplicate=False) itself and removes tied weights by object identity (id), adding state per parameter instead of multiplying the total.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    per_param_states = 2 if optimizer_name in ("adam", "adamw") else (1 if optimizer_name == "sgd_momentum" else 0)
    seen = set()
    weights = grads = state = 0
    for _, p in model.named_parameters(remove_duplicate=False):
        if id(p) in seen:
            continue
        seen.add(id(p))
        nbytes = p.numel() * p.element_size()
        weights += nbytes
        grads += nbytes
        state += per_param_states * nbytes
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": grads, "optimizer state": state,
            "activations": activations, "total": weights + grads + state + activations}
