# Right: a recursive formulation: one helper tries a given k and, on OOM, records it and recurses with 2k after the except block; weights each chunk with torch.autograd.backward and an explicit grad_tensors scale.
def _accumulate(model, x, y, k):
    model.zero_grad()
    n = x.shape[0]
    for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
        loss = F.cross_entropy(model(xc), yc)
        torch.autograd.backward(loss, grad_tensors=torch.tensor(xc.shape[0] / n, dtype=loss.dtype, device=loss.device))

def _try_from(model, x, y, k, max_micro_batches):
    oom = None
    try:
        _accumulate(model, x, y, k)
        return k
    except torch.OutOfMemoryError as err:
        oom = err
    if 2 * k > max_micro_batches or 2 * k > x.shape[0]:
        raise oom
    oom = None
    return _try_from(model, x, y, 2 * k, max_micro_batches)

def resilient_gradients(model, x, y, max_micro_batches=64):
    return _try_from(model, x, y, 1, max_micro_batches)
