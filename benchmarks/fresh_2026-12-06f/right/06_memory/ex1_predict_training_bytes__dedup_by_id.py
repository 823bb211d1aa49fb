# Right: collects parameters by identity from every module (recurse=False) into a dict keyed by id, so a tied weight is counted once whichever way it is reached; numel and element_size are metadata (fine on meta); every amount built from Python ints.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    unique = {}
    for module in model.modules():
        for p in module.parameters(recurse=False):
            unique[id(p)] = p
    weights = sum(int(p.numel()) * int(p.element_size()) for p in unique.values())
    states_per_param = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    result = {
        "weights": weights,
        "gradients": weights,
        "optimizer state": states_per_param * weights,
        "activations": int(batch_size) * int(activation_bytes_per_example),
    }
    result["total"] = sum(result.values())
    return result
