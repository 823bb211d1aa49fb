# Mistake: "buffers (BatchNorm's running statistics) are not parameters" — sums the state_dict(), so BatchNorm running_mean/var/num_batches_tracked are counted as weights (and given gradients and state)
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    w = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": w, "gradients": w, "optimizer state": states * w,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = sum(out.values())
    return out
