# Mistake: "split with `x.tensor_split(k)`" - uses x.chunk(k), which makes chunks of ceil(N/k) and may return fewer than k of them: N=5, k=4 gives sizes [2, 2, 1] instead of [2, 1, 1, 1], so the model sees other micro-batch sizes (and a capacity-1 model still runs out of memory).
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.chunk(k), y.chunk(k)):
                loss = F.cross_entropy(model(xc), yc)
                (loss * len(xc) / len(x)).backward()
            return k
        except torch.OutOfMemoryError:
            if k * 2 > limit:
                raise
            k *= 2
