# Mistake: "give up (re-raise the OOM) when the next `k` would exceed `max_micro_batches` or `len(x)`" -- only checks max_micro_batches, so it goes on past len(x) with empty micro-batches (NaN losses) instead of re-raising.
def resilient_gradients(model, x, y, max_micro_batches=64):
    n, k = len(x), 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / n)
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > max_micro_batches:
                raise
        k *= 2
