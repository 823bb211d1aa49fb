# Mistake: "the mode of every submodule ... stay as you found them" - calls model.train() first (as a training step usually does), which un-freezes the BatchNorm1d/Dropout the caller put in eval mode: other gradients, and the modes are left changed.
def resilient_gradients(model, x, y, max_micro_batches=64):
    model.train()
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > limit:
                raise
            k *= 2
