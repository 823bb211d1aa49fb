# Mistake: "a weight shared by two modules is one tensor, counted once": walking model.modules() and each module's parameters(recurse=False) visits a tied weight once per module that holds it, so a weight shared by two layers is counted twice (weights, gradients and state all too large).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            weights += p.numel() * p.element_size()
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": states * weights,
            "activations": activations, "total": weights * (2 + states) + activations}
