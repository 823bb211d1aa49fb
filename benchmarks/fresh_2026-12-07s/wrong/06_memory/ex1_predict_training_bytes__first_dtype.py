# Mistake: "count the parameters' bytes from their real dtype ... each part float32, bfloat16, float16 or float64" — takes the element size of the first parameter for all of them, so a model mixing float64, float32 and float16 parts is mis-counted (and an empty Sequential raises StopIteration).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    bytes_per_number = next(iter(params)).element_size()
    weights = sum(p.numel() for p in params) * bytes_per_number
    factor = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": factor * weights,
            "activations": activations, "total": weights * (2 + factor) + activations}
