# Right: walks named_parameters(remove_duplicate=False) and de-duplicates by tensor identity itself (a tied weight once), sizes from numel * element_size (works on meta), Python int arithmetic throughout
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen = {}
    for _, p in model.named_parameters(remove_duplicate=False):
        seen[id(p)] = int(p.numel()) * int(p.element_size())
    weights = sum(seen.values(), 0)
    if optimizer_name in ("adam", "adamw"):
        state = 2 * weights                      # exp_avg and exp_avg_sq, same dtype as the parameter
    elif optimizer_name == "sgd_momentum":
        state = weights                          # momentum_buffer
    elif optimizer_name == "sgd":
        state = 0
    else:
        raise ValueError(f"unknown optimizer {optimizer_name!r}")
    activations = int(batch_size) * int(activation_bytes_per_example)
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
