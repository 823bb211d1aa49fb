# Right: precomputes the list of k values to try (powers of two up to min(max_micro_batches, len(x))), loops over it with the retry outside the except block, and re-raises the last OOM after the list runs out.
def _one_attempt(model, x, y, k):
    model.zero_grad()
    n = len(x)
    for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
        out = model(xc)
        share = xc.shape[0] / n
        (F.cross_entropy(out, yc) * share).backward()
        del out

def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    ks = [1 << i for i in range(limit.bit_length()) if (1 << i) <= limit]
    error = None
    for k in ks:
        error = None
        try:
            _one_attempt(model, x, y, k)
        except torch.OutOfMemoryError as e:
            error = e
        if error is None:
            return k
    raise error
