# Mistake: "split with x.tensor_split(k)": x.chunk(k) makes chunks of ceil(N/k), so for N=5, k=4 the model sees sizes [2, 2, 1] (three micro-batches) instead of [2, 1, 1, 1]; the sizes the forward saw differ from the reference's.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.chunk(k), y.chunk(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > limit:
                raise
        k *= 2
