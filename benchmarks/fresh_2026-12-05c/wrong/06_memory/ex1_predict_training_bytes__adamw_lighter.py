# Mistake: "Pitfalls: the belief from the practitioner notes that AdamW is lighter than SGD" — counts AdamW as keeping a single state tensor, so 'adamw' is short by one buffer per parameter
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    w = sum(p.numel() * p.element_size() for p in model.parameters())
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 1}[optimizer_name]
    out = {"weights": w, "gradients": w, "optimizer state": states * w,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = sum(out.values())
    return out
