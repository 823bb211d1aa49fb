# Mistake: "give up (re-raise the OOM) when the next `k` would exceed `max_micro_batches` or `len(x)`" — only max_micro_batches is checked, so e.g. N=3, capacity 1, max 9 goes on to k=4: tensor_split gives an empty fourth chunk (the model sees a batch of 0, whose NaN mean loss is weighted by 0) and it returns 4 where the reference re-raises the OOM.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        failed = False
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            failed = True
            if 2 * k > max_micro_batches:
                raise
        if failed:
            loss = None
            k *= 2
