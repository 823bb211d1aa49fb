# Right: a while loop over k that keeps the caught OOM in a variable and re-raises it after the except block once the next k would pass min(max_micro_batches, len(x)); chunk weights are len(chunk) / len(x).
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        failure = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
                del loss
            return k
        except torch.OutOfMemoryError as err:
            failure = err
        if 2 * k > limit:
            raise failure
        failure = None
        k *= 2
