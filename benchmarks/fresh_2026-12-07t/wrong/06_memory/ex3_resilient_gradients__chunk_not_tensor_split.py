# Mistake: "split with `x.tensor_split(k)`": torch.chunk makes chunks of ceil(N/k) and may return fewer than k (6 examples, k=4 gives 2,2,2 instead of 2,2,1,1), so the micro-batch sizes the model sees differ from the reference's whenever k does not divide len(x).
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        oom = None
        try:
            for xc, yc in zip(x.chunk(k), y.chunk(k)):
                (F.cross_entropy(model(xc), yc) * len(xc) / len(x)).backward()
            return k
        except torch.OutOfMemoryError as err:
            oom = err
        if k * 2 > limit:
            raise oom
        k *= 2
