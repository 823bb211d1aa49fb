# Right: sums p.nelement() * p.element_size() over model.parameters() (which already yields a tied weight once) with a per-optimizer copy count looked up in a dict, building the result with dict(zip(...)).
def predict_training_bytes(model, optimizer_name, batch_size, activation_bytes_per_example):
    copies = {"sgd": 0, "sgd_momentum": 1, "adam": 2, "adamw": 2}[optimizer_name]
    weights = 0
    for p in model.parameters():
        weights += p.nelement() * p.element_size()
    parts = [weights, weights, copies * weights, int(batch_size) * int(activation_bytes_per_example)]
    keys = ["weights", "gradients", "optimizer state", "activations"]
    out = dict(zip(keys, parts))
    out["total"] = sum(parts)
    return out
