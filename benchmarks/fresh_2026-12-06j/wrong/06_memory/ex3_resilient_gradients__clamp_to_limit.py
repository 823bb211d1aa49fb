# Mistake: "k only doubles (1, 2, 4, ...) ... with a limit that is not a power of two, the last k tried is the largest power of two within it": the next k is clamped to max_micro_batches, so with max_micro_batches=6 it also tries k=6 (and may return 6) instead of re-raising after k=4.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        oom = False
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * len(xc) / len(x)).backward()
        except torch.OutOfMemoryError:
            if k >= limit:
                raise
            oom = True
        if not oom:
            return k
        k = min(2 * k, limit)
