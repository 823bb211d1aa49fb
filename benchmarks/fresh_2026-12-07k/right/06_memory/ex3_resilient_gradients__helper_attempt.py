# Right: puts one attempt in a helper that returns True/False (so no traceback or loss outlives it), sums the chunk losses with reduction="sum" divided by len(x) rather than weighting each mean.
def _one_attempt(model, x, y, k):
    model.zero_grad()
    try:
        for xc, yc in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
            (F.cross_entropy(model(xc), yc, reduction="sum") / len(x)).backward()
        return None
    except torch.OutOfMemoryError as err:
        return err


def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        err = _one_attempt(model, x, y, k)
        if err is None:
            return k
        if k * 2 > max_micro_batches or k * 2 > len(x):
            raise err
        err = None
        k *= 2
