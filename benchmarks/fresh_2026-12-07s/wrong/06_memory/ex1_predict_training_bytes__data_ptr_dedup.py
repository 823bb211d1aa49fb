# Mistake: "a weight shared by two modules is one tensor, counted once" / "a parameter with no elements" / "inputs on the meta device" — de-duplicating by data_ptr() treats every meta parameter (data_ptr 0) and every zero-element parameter as the same tensor, so on meta all but the first parameter are dropped.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen = set()
    weights = 0
    for m in model.modules():
        for p in m.parameters(recurse=False):
            if p.data_ptr() in seen:
                continue
            seen.add(p.data_ptr())
            weights += p.numel() * p.element_size()
    factor = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    return {"weights": weights, "gradients": weights, "optimizer state": factor * weights,
            "activations": activations, "total": weights * (2 + factor) + activations}
