# Right: accumulates every part per parameter in one loop over named_parameters() (duplicates removed by default), with the state copies looked up from a table.
STATE_COPIES = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}

def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    result = {"weights": 0, "gradients": 0, "optimizer state": 0}
    for _, p in model.named_parameters():
        n = p.numel() * p.element_size()
        result["weights"] += n
        result["gradients"] += n
        result["optimizer state"] += STATE_COPIES[optimizer_name] * n
    result["activations"] = batch_size * activation_bytes_per_example
    result["total"] = sum(result.values())
    return result
