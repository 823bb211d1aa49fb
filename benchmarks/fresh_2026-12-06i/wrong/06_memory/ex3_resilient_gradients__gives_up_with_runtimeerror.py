# Mistake: "give up (re-raise the OOM) ... only that the OOM comes out" — on giving up it raises a new RuntimeError (chained from the OOM) with a friendlier message, so the caller's `except torch.OutOfMemoryError` no longer sees it.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        error = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError as err:
            error = err
        if 2 * k > max_micro_batches or 2 * k > len(x):
            raise RuntimeError(f"out of memory even with {k} micro-batches of {len(x)} examples") from error
        k *= 2
