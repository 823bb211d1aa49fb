# Mistake: "give up (re-raise the OOM) when the next k would exceed max_micro_batches or len(x)": only max_micro_batches is checked, so with more micro-batches than examples (e.g. N=3, capacity 1, k=4) it goes on with an empty chunk (skipped) and returns 4 instead of re-raising the OOM.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        error = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                if len(xc) == 0:
                    continue
                (F.cross_entropy(model(xc), yc) * len(xc) / len(x)).backward()
            return k
        except torch.OutOfMemoryError as err:
            error = err
        if 2 * k > max_micro_batches:
            raise error
        k *= 2
