# Mistake: "k = max_micro_batches may be tried; give up ... when the next k would exceed max_micro_batches" — the loop gives up when the next k would *reach* the limit, so with max_micro_batches=4 a batch that needs exactly 4 micro-batches raises the OOM instead of using them
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        oom = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
        except torch.OutOfMemoryError as err:
            oom = err
        if oom is None:
            return k
        if 2 * k >= max_micro_batches or 2 * k > len(x):
            raise oom
        k *= 2
