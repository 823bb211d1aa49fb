# Mistake: "do not run the model, and leave it as you found it" — moves the model to the meta device "so nothing is allocated"; nn.Module.to() works in place, so the caller's model loses its weights' values and device.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    shell = model.to("meta")                  # shapes and dtypes only, no data to touch
    weights = sum(p.numel() * p.element_size() for p in shell.parameters())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = out["weights"] + out["gradients"] + out["optimizer state"] + out["activations"]
    return out
