# Right: a helper runs one attempt; the retry decision sits outside the except block (flag), so the failed attempt's exception and frames are dropped before the next try.
def _one_attempt(model, x, y, k):
    model.zero_grad()
    n = len(x)
    for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
        share = xc.shape[0] / n
        (share * F.cross_entropy(model(xc), yc)).backward()

def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        failed = False
        try:
            _one_attempt(model, x, y, k)
        except torch.OutOfMemoryError:
            if k * 2 > max_micro_batches or k * 2 > len(x):
                raise
            failed = True
        if not failed:
            return k
        k *= 2
