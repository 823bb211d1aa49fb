# Mistake: "a weight shared by two modules is one tensor, counted once" — walks every module's own parameters, so a weight tied between two layers is counted twice
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    w = 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            w += p.numel() * p.element_size()
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    out = {"weights": w, "gradients": w, "optimizer state": states * w,
           "activations": batch_size * activation_bytes_per_example}
    out["total"] = sum(out.values())
    return out
