# Right: retries after leaving the except block (the failed attempt's references dropped), indexing chunks by position, and checks the limit with bit arithmetic.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, x.shape[0])
    k = 1
    while True:
        model.zero_grad()
        failed = None
        try:
            xs, ys = x.tensor_split(k), y.tensor_split(k)
            for j in range(k):
                out = model(xs[j])
                loss = F.cross_entropy(out, ys[j]) * (xs[j].shape[0] / x.shape[0])
                loss.backward()
                del out, loss
        except torch.OutOfMemoryError as e:
            failed = e
        if failed is None:
            return k
        if (k << 1) > limit:
            raise failed
        failed = None
        k <<= 1
