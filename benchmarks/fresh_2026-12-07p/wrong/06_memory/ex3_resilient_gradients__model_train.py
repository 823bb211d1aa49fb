# Mistake: "the mode of every submodule ... stay as you found them": the function calls model.train() before computing gradients, which switches on the BatchNorm1d and Dropout the caller froze in eval mode (other gradients, random masks, updated running statistics, and the modes left changed).
def resilient_gradients(model, x, y, max_micro_batches=64):
    model.train()                      # we are computing training gradients
    k = 1
    while True:
        model.zero_grad()
        error = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * len(xc) / len(x)).backward()
            return k
        except torch.OutOfMemoryError as err:
            error = err
        if 2 * k > min(max_micro_batches, len(x)):
            raise error
        k *= 2
