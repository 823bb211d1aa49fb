# Right: enumerates the allowed k values (powers of two up to min(max_micro_batches, len(x))) up front, and retries after the except block; the last OOM is re-raised once the list is exhausted.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    candidates = []
    k = 1
    while k <= limit:
        candidates.append(k)
        k *= 2
    for i, k in enumerate(candidates):
        model.zero_grad()
        error = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                share = len(xc) / len(x)
                (share * F.cross_entropy(model(xc), yc)).backward()
        except torch.OutOfMemoryError as err:
            if i == len(candidates) - 1:
                raise
            error = True
        if error is None:
            return k
    raise AssertionError("unreachable: candidates always holds k=1")
