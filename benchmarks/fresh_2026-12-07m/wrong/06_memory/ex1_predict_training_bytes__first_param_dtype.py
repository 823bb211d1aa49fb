# Mistake: "count the parameters' bytes from their real dtype" / "each part float32, bfloat16, float16 or float64" - takes element_size() of the first parameter for the whole model, wrong for a model mixing dtypes (and StopIteration for an empty Sequential).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    n = sum(p.numel() for p in model.parameters())
    bytes_per_number = next(model.parameters()).element_size()
    weights = n * bytes_per_number
    mult = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    state = mult * weights
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": state,
            "activations": activations, "total": weights * 2 + state + activations}
