# Mistake: "gradients and optimizer states have the dtype of their parameter" - keeps the optimizer state as float32 (4 bytes) whatever the parameter's dtype, as mixed-precision "master" copies would; wrong for any bfloat16/float16/float64 model with a stateful optimizer.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = sum(p.numel() * p.element_size() for p in params)
    numbers = sum(p.numel() for p in params)
    buffers_per_param = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    state = buffers_per_param * numbers * 4          # optimizer state kept in fp32
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights + weights + state + activations}
