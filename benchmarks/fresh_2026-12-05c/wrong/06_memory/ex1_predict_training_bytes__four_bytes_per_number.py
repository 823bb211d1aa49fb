# Mistake: "count the parameters' bytes from their real dtype (`element_size()`): a bfloat16 model takes 2 bytes per number, not 4" — assumes 4 bytes per number, wrong on bfloat16/float16/float64 models
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    n = sum(p.numel() for p in model.parameters())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": 4 * n, "gradients": 4 * n, "optimizer state": 4 * n * states,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = sum(out.values())
    return out
