# Mistake: "every attempt starts from clean gradients (gradients present before the call included)" -- clears the gradients only after a failed attempt, so gradients already there before the call are added to the first attempt's.
def resilient_gradients(model, x, y, max_micro_batches=64):
    n, k = len(x), 1
    while True:
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / n)
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            loss = None
            model.zero_grad(set_to_none=True)
            if 2 * k > max_micro_batches or 2 * k > n:
                raise
        k *= 2
