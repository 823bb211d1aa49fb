# Mistake: "count the parameters' bytes from their real dtype" with "each part float32, bfloat16, float16 or float64": the bytes per number are read once from the first parameter and applied to all, so a model mixing float64, float32 and float16 parts is mis-counted (and an empty Sequential raises StopIteration).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    bytes_per_number = next(model.parameters()).element_size()
    n = sum(p.numel() for p in model.parameters())
    weights = n * bytes_per_number
    state = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name] * weights
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": 2 * weights + state + activations}
