# Mistake: "leaves `x`, `y` and the model's mode (train or eval) as it found them": calls model.train() first, as a training loop does, so a model that arrived in eval mode (or with a BatchNorm/Dropout frozen in eval) leaves in training mode, and those layers run in training mode.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad()
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
