# Approach: recursion on k, with a helper doing one attempt.
def resilient_gradients(model, x, y, max_micro_batches=64, k=1):
    def one_attempt():
        model.zero_grad()
        for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
            share = xc.shape[0] / x.shape[0]
            (share * F.cross_entropy(model(xc), yc)).backward()

    try:
        one_attempt()
        return k
    except torch.OutOfMemoryError:
        if 2 * k > min(max_micro_batches, len(x)):
            raise
    return resilient_gradients(model, x, y, max_micro_batches, 2 * k)
