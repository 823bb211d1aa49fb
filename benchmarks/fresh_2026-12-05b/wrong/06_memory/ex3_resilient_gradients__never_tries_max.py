# Mistake: "`k = max_micro_batches` may be tried; give up ... when the next `k` would exceed `max_micro_batches`" -- gives up as soon as the next k would *reach* max_micro_batches, so k = max_micro_batches is never tried.
def resilient_gradients(model, x, y, max_micro_batches=64):
    n, k = len(x), 1
    while True:
        for p in model.parameters():
            p.grad = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / n)).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k >= max_micro_batches or 2 * k > n:
                raise
        k *= 2
