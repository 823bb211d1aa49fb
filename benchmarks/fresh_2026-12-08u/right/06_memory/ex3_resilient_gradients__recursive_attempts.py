# Right: a recursive helper makes one attempt per call, and the whole-batch weighting is done as sum-reduction divided by len(x) instead of mean * share.
def _attempt(model, x, y, k, limit):
    model.zero_grad()
    try:
        for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
            loss = F.cross_entropy(model(xc), yc, reduction="sum") / len(x)
            loss.backward()
            del loss
        return k
    except torch.OutOfMemoryError:
        if 2 * k > limit:
            raise
    return _attempt(model, x, y, 2 * k, limit)


def resilient_gradients(model, x, y, max_micro_batches=64):
    return _attempt(model, x, y, 1, min(max_micro_batches, len(x)))
