# Mistake: "k = max_micro_batches itself is tried when it is a power of two": the loop stops while k < max_micro_batches, so with e.g. max_micro_batches=4 and a batch that needs 4 micro-batches it re-raises the OOM instead of returning 4.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        error = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * len(xc) / len(x)).backward()
            return k
        except torch.OutOfMemoryError as err:
            error = err
        k *= 2
        if k >= max_micro_batches or k > len(x):
            raise error
