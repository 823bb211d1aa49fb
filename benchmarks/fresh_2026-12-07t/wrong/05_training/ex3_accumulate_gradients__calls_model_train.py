# Mistake: "leaves `x`, `y` and the model's mode (train or eval) as it found it": the function starts with model.train() like a training loop, which leaves an eval-mode model in training mode and unfreezes a BatchNorm/Dropout the caller froze in eval mode (changing the gradients too).
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
