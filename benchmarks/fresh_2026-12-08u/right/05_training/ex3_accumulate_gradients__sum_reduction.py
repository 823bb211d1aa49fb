# Right: uses reduction="sum" divided by B instead of mean times n / B, micro-batches from torch.chunk into balanced pieces (each at most micro_batch_size), and sums the returned loss from detached values.
def accumulate_gradients(model, x, y, micro_batch_size):
    B = len(x)
    k = -(-B // micro_batch_size)
    model.zero_grad(set_to_none=True)
    total = 0.0
    for xb, yb in zip(x.chunk(k), y.chunk(k)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += loss.item()
    return float(total)
