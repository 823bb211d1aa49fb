# Right: uses named_parameters() (which already yields a tied weight once) and Tensor.nbytes (numel * itemsize, fine on meta) and a table of state copies, instead of a loop over model.parameters() with numel() * element_size().
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}
    weights = sum(int(p.nbytes) for _, p in model.named_parameters())
    result = {
        "activations": int(batch_size) * int(activation_bytes_per_example),
        "optimizer state": copies[optimizer_name] * weights,
        "gradients": weights,
        "weights": weights,
    }
    result["total"] = result["weights"] + result["gradients"] + result["optimizer state"] + result["activations"]
    return result
