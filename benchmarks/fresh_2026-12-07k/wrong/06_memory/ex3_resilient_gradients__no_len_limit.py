# Mistake: "give up (re-raise the OOM) when the next k would exceed max_micro_batches or len(x)": only max_micro_batches is checked, so with N=3 examples and a capacity of 1 it goes on to k=4 (an empty chunk whose mean loss is NaN) and returns 4 with NaN gradients instead of re-raising.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while k <= max_micro_batches:
        model.zero_grad()
        oom = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc)
                (loss * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError as err:
            oom = err
        if 2 * k > max_micro_batches:
            raise oom
        oom = loss = None
        k *= 2
