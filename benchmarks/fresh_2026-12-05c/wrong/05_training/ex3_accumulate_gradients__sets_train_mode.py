# Mistake: "leaves `x`, `y` and the model's mode (train or eval) as it found them" — switches the model to training mode for the accumulation and leaves it there
def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad(set_to_none=True)
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (xb.shape[0] / B)
        loss.backward()
        total += loss.item()
    return total
