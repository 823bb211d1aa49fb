# Mistake: "a weight shared by two modules is one tensor, counted once": walking model.modules() and each module's own parameters(recurse=False) visits a tied weight once per module that holds it, so a model with a weight shared by two layers counts its bytes twice (weights, gradients and state all too big).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    weights = 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            weights += p.numel() * p.element_size()
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    result = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
              "activations": activations}
    result["total"] = sum(result.values())
    return result
