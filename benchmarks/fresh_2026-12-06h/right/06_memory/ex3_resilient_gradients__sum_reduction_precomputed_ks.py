# Right: precomputes the list of k values (powers of two within min(max_micro_batches, len(x))), uses a summed loss divided by len(x) for each chunk instead of weighting chunk means, and keeps the failure outside the except block before retrying.
def resilient_gradients(model, x, y, max_micro_batches=64):
    n = len(x)
    limit = min(int(max_micro_batches), n)
    ks = []
    k = 1
    while k <= limit:
        ks.append(k)
        k *= 2
    failure = None
    for k in ks:
        failure = None
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                part = F.cross_entropy(model(xc), yc, reduction="sum") / n
                part.backward()
                del part
            return k
        except torch.OutOfMemoryError as err:
            failure = err
        part = None
    if failure is None:                       # no k could even be tried (not reachable for n >= 1)
        raise torch.OutOfMemoryError("no micro-batch count to try")
    raise failure
