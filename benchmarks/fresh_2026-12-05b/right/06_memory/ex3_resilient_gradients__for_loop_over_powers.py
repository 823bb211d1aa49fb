# Right: a for loop over k = 1, 2, 4, ... up to min(max_micro_batches, len(x)); grads set to None per attempt; failure recorded in except, references dropped after it; last OOM re-raised.
def resilient_gradients(model, x, y, max_micro_batches=64):
    n = len(x)
    limit = min(max_micro_batches, n)
    k, last_error = 1, None
    while k <= limit:
        for p in model.parameters():
            p.grad = None
        failed = False
        loss = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (xc.shape[0] / n)
                loss.backward()
                loss = None
        except torch.OutOfMemoryError as error:
            failed, last_error = True, error
        if not failed:
            return k
        loss = None
        for p in model.parameters():
            p.grad = None
        k *= 2
    raise last_error
