# Mistake: "every attempt starts from clean gradients (gradients present before the call included)" — clears the gradients once before the first attempt only, so a backward that ran out of memory halfway leaves partial gradients that the retry adds to
def resilient_gradients(model, x, y, max_micro_batches=64):
    model.zero_grad(set_to_none=True)
    k = 1
    while True:
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise
            k *= 2
