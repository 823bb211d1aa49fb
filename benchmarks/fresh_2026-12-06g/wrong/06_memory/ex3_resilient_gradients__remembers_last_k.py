# Mistake: "try the whole batch first (k = 1 micro-batch)" — the k that worked is remembered on the function and the next call starts from it "to skip the failing tries": a second call (another model, another batch) never tries 1 and returns, and splits into, more micro-batches than needed
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = getattr(resilient_gradients, "last_k", 1)
    while True:
        model.zero_grad(set_to_none=True)
        oom = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
        except torch.OutOfMemoryError as err:
            oom = err
        if oom is None:
            resilient_gradients.last_k = k
            return k
        if 2 * k > max_micro_batches or 2 * k > len(x):
            raise oom
        k *= 2
