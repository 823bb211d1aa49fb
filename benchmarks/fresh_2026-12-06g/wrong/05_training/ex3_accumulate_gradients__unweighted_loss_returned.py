# Mistake: "returns that full-batch mean loss as a Python float" — the gradients are weighted by n / B, but the returned value is the plain mean of the micro-batch losses, which differs as soon as the last micro-batch is smaller
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    losses = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb)
        (loss * len(xb) / B).backward()
        losses.append(loss.item())
    return sum(losses) / len(losses)
