# Mistake: "the mode of every submodule ... stay as you found them": it calls model.train() first ("we are computing training gradients"), which un-freezes a Dropout/BatchNorm1d the caller put in eval mode: the gradients then come from random dropout masks / batch statistics and the modes are left changed.
def resilient_gradients(model, x, y, max_micro_batches=64):
    model.train()
    limit = min(max_micro_batches, len(x))
    k = 1
    while k <= limit:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > limit:
                raise
            k *= 2
