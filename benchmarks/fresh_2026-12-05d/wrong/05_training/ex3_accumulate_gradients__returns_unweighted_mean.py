# Mistake: "returns that full-batch mean loss as a Python float" — the gradients are weighted right, but the returned loss is the plain mean of the micro-batch means, which over-weights the smaller last micro-batch (e.g. B=5 with micro-batches of 2, 2, 1).
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    losses = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb)
        (loss * (len(xb) / B)).backward()
        losses.append(loss.item())
    return sum(losses) / len(losses)
