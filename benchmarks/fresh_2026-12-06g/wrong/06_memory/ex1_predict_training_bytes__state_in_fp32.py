# Mistake: "gradients and optimizer states have the dtype of their parameter" — read as "mixed precision keeps the optimizer state in float32": Adam's and momentum's buffers are counted at 4 bytes per number, too much for a bfloat16/float16 model and too little for a float64 one
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = list(model.parameters())
    weights = sum(p.numel() * p.element_size() for p in params)
    per_number = sum(p.numel() for p in params) * 4
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    result = {"weights": weights, "gradients": weights, "optimizer state": states * per_number,
              "activations": int(batch_size) * int(activation_bytes_per_example)}
    result["total"] = sum(result.values())
    return result
