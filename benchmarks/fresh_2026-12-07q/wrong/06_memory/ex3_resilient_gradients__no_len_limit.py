# Mistake: "give up (re-raise the OOM) when the next `k` would exceed `max_micro_batches` or `len(x)`": only max_micro_batches is checked, so e.g. N=3 with capacity 1 and max 8 goes on to k=4 (one empty chunk) and returns 4 instead of re-raising the OOM.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            if k * 2 > max_micro_batches:
                raise
            k *= 2
