# Mistake: "gradients and optimizer states have the dtype of their parameter" — it assumes Adam/AdamW (and the momentum buffer) keep their state in float32 "for stability" whatever the parameter dtype, so a bfloat16/float16 model's state is predicted twice too large (and a float64 one's half too small).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = sum(p.numel() * p.element_size() for p in model.parameters())
    numbers = sum(p.numel() for p in model.parameters())
    buffers = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    state = buffers * numbers * 4
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state, "activations": activations,
            "total": 2 * weights + state + activations}
