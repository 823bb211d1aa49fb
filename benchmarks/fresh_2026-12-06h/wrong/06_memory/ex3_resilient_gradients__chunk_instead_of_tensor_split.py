# Mistake: "split with `x.tensor_split(k)` (chunks may differ in size by one ...)" — splits with `x.chunk(k)`, which makes chunks of ceil(N/k) and may return fewer than k of them (N=5, k=4 gives 2, 2, 1 instead of 2, 1, 1, 1; N=6, k=4 gives 2, 2, 2): the model sees other micro-batch sizes and an attempt can OOM where the reference's fits.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        ran_out = False
        model.zero_grad()
        try:
            for xc, yc in zip(x.chunk(k), y.chunk(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            ran_out = True
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise
        if ran_out:
            loss = None
            k *= 2
