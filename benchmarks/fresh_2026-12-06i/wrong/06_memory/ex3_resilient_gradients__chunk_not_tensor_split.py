# Mistake: "split with `x.tensor_split(k)` (chunks may differ in size by one ...)" — splits with x.chunk(k), which makes ceil(N/k)-sized chunks and sometimes fewer of them (N=6, k=4 gives 2,2,2 instead of 2,2,1,1): the model sees other micro-batch sizes, and a capacity the reference's chunks fit may still fail.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.chunk(k), y.chunk(k)):
                (F.cross_entropy(model(xc), yc) * len(xc) / len(x)).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise
        k *= 2
