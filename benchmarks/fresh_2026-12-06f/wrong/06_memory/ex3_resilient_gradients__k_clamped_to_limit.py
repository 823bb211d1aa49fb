# Mistake: "`k` only takes the values 1, 2, 4, 8, ...: with a limit that is not a power of two, the last `k` tried is the largest power of two within it (then the OOM is re-raised)" — doubles k but clamps it to the limit ("use every micro-batch we are allowed"), so with max_micro_batches=6 it tries k = 6 after 4 (other micro-batch sizes, and it may succeed where the OOM must be re-raised).
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if k >= limit:
                raise
        k = min(2 * k, limit)
