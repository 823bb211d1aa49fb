# Right: clears the gradients by setting .grad to None on the parameters that have one, walks micro-batches by index with a helper that returns the weighted loss, and accumulates the returned loss as a Python float.
def _weighted_micro_loss(model, xb, yb, total):
    return F.cross_entropy(model(xb), yb) * (xb.shape[0] / total)

def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        if p.grad is not None:
            p.grad = None
    n = len(y)
    result = 0.0
    i = 0
    while i < n:
        part = _weighted_micro_loss(model, x[i:i + micro_batch_size], y[i:i + micro_batch_size], n)
        part.backward()
        result += float(part)
        i += micro_batch_size
    return result
