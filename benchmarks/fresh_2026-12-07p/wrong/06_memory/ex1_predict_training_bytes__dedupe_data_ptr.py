# Mistake: "the model's parameters may live on the meta device ... count with numel() and element_size() only": tied weights are deduplicated by storage address (data_ptr()), which is 0 for every meta tensor, so on a meta model all parameters but one are dropped (and two empty parameters collapse too).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    by_address = {}
    for p in model.parameters():
        by_address[p.data_ptr()] = p        # a tied weight has one address: counted once
    weights = sum(p.numel() * p.element_size() for p in by_address.values())
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": copies * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
