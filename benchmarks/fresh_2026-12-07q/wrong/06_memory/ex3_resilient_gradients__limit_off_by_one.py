# Mistake: "`k = max_micro_batches` itself is tried when it is a power of two": giving up when the next k reaches (>=) the limit never tries k equal to max_micro_batches (or len(x)), e.g. N=4, capacity 1, max 4 re-raises instead of returning 4.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * len(xc) / len(x)).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k >= limit:
                raise
            k = 2 * k
