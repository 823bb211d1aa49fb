# Right: one attempt is a helper that returns True/False (the OOM is caught inside it, so the traceback is dropped when it returns); the outer loop doubles k with a bit shift and re-raises a fresh attempt's error only when giving up.
def _one_attempt(model, x, y, k):
    model.zero_grad()
    try:
        for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
            weight = xc.shape[0] / x.shape[0]
            (F.cross_entropy(model(xc), yc) * weight).backward()
    except torch.OutOfMemoryError as err:
        return err
    return None

def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        err = _one_attempt(model, x, y, k)
        if err is None:
            return k
        nxt = k << 1
        if nxt > max_micro_batches or nxt > x.shape[0]:
            raise err
        k = nxt
