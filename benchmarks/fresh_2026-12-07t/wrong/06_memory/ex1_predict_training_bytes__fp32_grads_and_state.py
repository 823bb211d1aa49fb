# Mistake: "gradients and optimizer states have the dtype of their parameter": this counts gradients and optimizer state at 4 bytes per number (as mixed-precision master copies would be), so a bfloat16, float16 or float64 model gets the wrong gradient and state bytes.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = sum(p.numel() * p.element_size() for p in params)
    n = sum(p.numel() for p in params)
    gradients = 4 * n                      # gradients and optimizer state are kept in fp32
    per_number_state = {"sgd": 0, "sgd_momentum": 4, "adam": 8, "adamw": 8}[optimizer_name]
    result = {"weights": weights, "gradients": gradients, "optimizer state": per_number_state * n,
              "activations": batch_size * activation_bytes_per_example}
    result["total"] = sum(result.values())
    return result
