# Mistake: "`k = max_micro_batches` may be tried" — it gives up when the next k would *reach* the limit (>=), so k = max_micro_batches (or k = len(x)) is never tried: with max_micro_batches=4 it re-raises after k=2 where k=4 would have fitted.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k >= max_micro_batches or 2 * k >= len(x):
                raise
            k *= 2
