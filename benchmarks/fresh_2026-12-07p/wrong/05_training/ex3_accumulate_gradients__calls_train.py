# Mistake: "leaves `x`, `y` and the model's mode (train or eval) as it found them": the learner calls model.train() before accumulating, so a model that arrived in eval mode (or a BatchNorm/Dropout the caller froze) leaves in training mode, and a frozen Dropout now drops.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad()
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        loss.backward()
        total += loss.item()
    return total
