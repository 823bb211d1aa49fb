# Right: lists the allowed k values up front (powers of two up to min(max_micro_batches, len(x))) and loops over them, keeping the error outside the except block and re-raising it after the last one, instead of a while loop that doubles k.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    ks = [1]
    while ks[-1] * 2 <= limit:
        ks.append(ks[-1] * 2)
    for k in ks:
        model.zero_grad()
        error = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                weight = xc.shape[0] / x.shape[0]
                (F.cross_entropy(model(xc), yc) * weight).backward()
        except torch.OutOfMemoryError as err:
            error = err
        if error is None:
            return k
        if k == ks[-1]:
            model.zero_grad()
            raise error
        del error
