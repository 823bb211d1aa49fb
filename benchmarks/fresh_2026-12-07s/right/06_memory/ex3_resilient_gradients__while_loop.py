# Right: a while loop whose except block only records the failure (the retry happens after the except block), summing reduction="sum" chunk losses divided by len(x) (the same weighting as mean * len(chunk)/len(x)).
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        failure = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc, reduction="sum") / len(x)
                loss.backward()
                del loss
        except torch.OutOfMemoryError as e:
            failure = e
        if failure is None:
            return k
        if 2 * k > limit:
            raise failure
        failure = None
        k *= 2
