# Mistake: "a weight shared by two modules is one tensor, counted once" — walks every module and its own parameters (recurse=False): named_modules() de-duplicates modules, not parameters, so a weight tied between two layers is counted twice in weights, gradients and state
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for _, module in model.named_modules():
        for p in module.parameters(recurse=False):
            weights += p.numel() * p.element_size()
    states = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": states * weights,
            "activations": activations, "total": weights * (2 + states) + activations}
