# Mistake: "the model's parameters may live on the `meta` device (shapes and dtypes, no values): count with `numel()` and `element_size()` only" — deduplicates tied weights by `p.data_ptr()`, which is 0 for every meta tensor and for every parameter with no elements, so on a meta model (or with empty parameters) all those parameters collapse into one and are counted once.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen, weights = set(), 0
    for p in model.parameters():
        key = (p.data_ptr(), p.dtype)          # a tied weight shares its storage address
        if key in seen:
            continue
        seen.add(key)
        weights += p.numel() * p.element_size()
    state_copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    parts = {"weights": weights, "gradients": weights, "optimizer state": state_copies * weights,
             "activations": batch_size * activation_bytes_per_example}
    parts["total"] = sum(parts.values())
    return parts
