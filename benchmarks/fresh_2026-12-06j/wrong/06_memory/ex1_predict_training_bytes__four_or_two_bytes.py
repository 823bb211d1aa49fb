# Mistake: "count the parameters' bytes from their real dtype (element_size())": bytes per number are taken as 4 for float32 and 2 for anything else, so a float64 part (8 bytes per number, allowed by the list) is counted at a quarter of its size.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for p in model.parameters():
        bytes_per_number = 4 if p.dtype == torch.float32 else 2     # fp32, or a 16-bit half/bf16 model
        weights += p.numel() * bytes_per_number
    optimizer_state = {"sgd": 0, "sgd_momentum": weights, "adam": 2 * weights, "adamw": 2 * weights}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": optimizer_state,
            "activations": activations, "total": 2 * weights + optimizer_state + activations}
