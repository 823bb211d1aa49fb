# Mistake: "the model's parameters may live on the `meta` device ... the result as the reference's" — shared weights are de-duplicated by `data_ptr()`; on `meta` every tensor's data_ptr is 0 (and so is an empty parameter's), so all parameters but one are dropped.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    seen, weights = set(), 0
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if p.data_ptr() in seen:          # a tied weight: same memory, count once
                continue
            seen.add(p.data_ptr())
            weights += p.numel() * p.element_size()
    factor = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    result = {"weights": weights, "gradients": weights, "optimizer state": factor * weights,
              "activations": batch_size * activation_bytes_per_example}
    result["total"] = sum(result.values())
    return result
