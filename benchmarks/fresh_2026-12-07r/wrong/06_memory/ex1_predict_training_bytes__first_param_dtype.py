# Mistake: "count the parameters' bytes from their real dtype (element_size())": taking the element size of the first parameter for the whole model is wrong for the model that mixes float64, float32 and float16 parameters (and raises StopIteration on an empty nn.Sequential).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    bytes_per_number = next(model.parameters()).element_size()
    numbers = sum(p.numel() for p in model.parameters())
    weights = numbers * bytes_per_number
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    parts = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
             "activations": activations}
    parts["total"] = sum(parts.values())
    return parts
