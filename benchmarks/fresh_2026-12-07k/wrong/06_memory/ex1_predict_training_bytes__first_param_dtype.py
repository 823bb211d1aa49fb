# Mistake: "count the parameters' bytes from their real dtype ... each part float32, bfloat16, float16 or float64": the element size is read from the first parameter only and applied to all, so a model mixing float64, float32 and float16 parts is mis-counted (and an empty Sequential raises StopIteration).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    n = sum(p.numel() for p in params)
    size = next(iter(params)).element_size()
    weights = n * size
    state = {"sgd": 0, "sgd_momentum": weights, "adam": 2 * weights, "adamw": 2 * weights}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state, "activations": activations,
            "total": weights + weights + state + activations}
