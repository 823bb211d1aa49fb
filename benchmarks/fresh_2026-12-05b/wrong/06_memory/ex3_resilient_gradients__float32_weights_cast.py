# Mistake: "the gradients keep the parameters' dtype (the tests also use a float64 model ...)" -- casts the inputs to float32 "to save memory" before each micro-batch, which breaks a float64 model.
def resilient_gradients(model, x, y, max_micro_batches=64):
    n, k = len(x), 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc.float()), yc) * (len(xc) / n)
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            loss = None
            if 2 * k > max_micro_batches or 2 * k > n:
                raise
        k *= 2
