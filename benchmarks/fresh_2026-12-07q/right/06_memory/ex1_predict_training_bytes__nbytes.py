# Right: uses each parameter's .nbytes (works on meta) over model.parameters() (which already yields a tied weight once), and builds the state from an if-chain.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    w = sum(int(p.nbytes) for p in model.parameters())
    if optimizer_name in ("adam", "adamw"):
        s = 2 * w
    elif optimizer_name == "sgd_momentum":
        s = w
    elif optimizer_name == "sgd":
        s = 0
    else:
        raise ValueError(optimizer_name)
    a = batch_size * activation_bytes_per_example
    return {"total": w + w + s + a, "weights": w, "gradients": w, "optimizer state": s, "activations": a}
