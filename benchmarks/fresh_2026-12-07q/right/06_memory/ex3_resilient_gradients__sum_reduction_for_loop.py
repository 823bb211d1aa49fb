# Right: a for-loop over the powers of two within the limit, each chunk's loss as a sum divided by len(x) (same weighting as mean * len(chunk)/len(x)), re-raising the last OOM after the loop.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    ks = []
    k = 1
    while k <= limit:
        ks.append(k)
        k *= 2
    n = len(x)
    for i, k in enumerate(ks):
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc, reduction="sum") / n).backward()
        except torch.OutOfMemoryError:
            if i == len(ks) - 1:
                raise
            continue
        return k
