# Mistake: "activation_bytes_per_example: an integer from 0 to 10**13 (so that the activations may pass 2**53)" with "every amount is a Python int (exact even past 2**53)" — multiplies in an int64 tensor to stay exact, but batch_size up to 10**6 times 10**13 reaches 10**19 > 2**63 - 1, which wraps around silently to a negative number of bytes.
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    params = {id(p): p for p in model.parameters()}.values()
    weights = sum(p.numel() * p.element_size() for p in params)
    state_copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    # int64 arithmetic: exact, unlike a float past 2**53
    activations = int(torch.tensor(batch_size, dtype=torch.int64) * activation_bytes_per_example)
    parts = {"weights": weights, "gradients": weights, "optimizer state": state_copies * weights,
             "activations": activations}
    parts["total"] = sum(parts.values())
    return parts
