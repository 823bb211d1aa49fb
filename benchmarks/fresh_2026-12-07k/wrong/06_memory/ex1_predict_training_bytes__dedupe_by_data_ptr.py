# Mistake: "inputs on the meta device: the result as the reference's" (and "a weight shared ... counted once"): de-duplicating parameters by p.data_ptr(), as the notebook's meter does with storages, collapses every parameter of a meta-device model into one (all meta tensors report data_ptr() == 0), so a meta model's bytes are under-counted.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen = {}
    for p in model.parameters():
        seen.setdefault(p.data_ptr(), p.numel() * p.element_size())
    weights = sum(seen.values())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    activations = batch_size * activation_bytes_per_example
    out = {"weights": weights, "gradients": weights, "optimizer state": copies * weights, "activations": activations}
    out["total"] = sum(out.values())
    return out
