# Mistake: "leaves x, y and the model's mode (train or eval) as it found them": calls model.train() before accumulating (it is a training step), which switches on a Dropout or BatchNorm the caller froze in eval mode (changing the gradients) and leaves a model that arrived in eval mode in training mode.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad()
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weight = len(xb) / len(x)
        loss = F.cross_entropy(model(xb), yb) * weight
        loss.backward()
        total += loss.item()
    return total
