# Mistake: "give up (re-raise the OOM) when the next k would exceed max_micro_batches or len(x)": only max_micro_batches is checked, so for a small batch (e.g. N=3, capacity 1) it goes on to k=4 > len(x), tensor_split makes an empty chunk whose loss is NaN, and it returns 4 with NaN gradients instead of raising the OOM.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        failed = False
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
        except torch.OutOfMemoryError:
            if 2 * k > max_micro_batches:
                raise
            failed = True
        if not failed:
            return k
        loss = None
        k *= 2
