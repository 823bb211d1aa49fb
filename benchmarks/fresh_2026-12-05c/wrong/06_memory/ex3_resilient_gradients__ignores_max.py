# Mistake: "give up (re-raise the OOM) when the next k would exceed max_micro_batches or len(x)" — ignores max_micro_batches and keeps doubling up to len(x), so a small limit is overrun
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > len(x):
                raise
            k *= 2
