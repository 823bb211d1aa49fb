# Mistake: "give up (re-raise the OOM) when the next `k` would exceed `max_micro_batches` or `len(x)`": it only checks max_micro_batches, so with 3 examples and room for 1 it tries k = 4 (an empty micro-batch, a NaN loss and NaN gradients) and returns 4 instead of raising the OOM.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        error = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                weight = len(xc) / len(x)
                (F.cross_entropy(model(xc), yc) * weight).backward()
            return k
        except torch.OutOfMemoryError as err:
            error = err
        if k * 2 > max_micro_batches:
            raise error
        k *= 2
