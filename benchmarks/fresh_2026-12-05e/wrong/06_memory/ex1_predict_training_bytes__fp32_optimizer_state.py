# Mistake: "gradients and optimizer states have the dtype of their parameter" — assumes the optimizer keeps its moments in float32 (as mixed-precision recipes do), so a bfloat16/float16 model's state is counted at 4 bytes per number and a float64 one's at 4 instead of 8
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = sum(p.numel() * p.element_size() for p in params)
    per_param_states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    state = per_param_states * sum(p.numel() * 4 for p in params)
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": 2 * weights + state + activations}
