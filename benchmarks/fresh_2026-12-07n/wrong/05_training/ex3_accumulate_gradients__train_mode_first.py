# Mistake: "leaves ... the model's mode (train or eval) as it found it" (the model may hold BatchNorm1d and Dropout layers the caller froze in eval mode): `model.train()` at the start, as in a training loop, switches them to training mode, so Dropout draws masks and BatchNorm uses micro-batch statistics (gradients differ) and the model leaves in training mode
def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb)
        (loss * xb.shape[0] / B).backward()
        total += loss.item() * xb.shape[0] / B
    return total
