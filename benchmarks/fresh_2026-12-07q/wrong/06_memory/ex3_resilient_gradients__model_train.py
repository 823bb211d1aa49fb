# Mistake: "the mode of every submodule ... stay as you found them": it calls model.train() because this is a training step, which switches the caller's frozen BatchNorm1d/Dropout back to train mode (batch statistics, random masks, different gradients, running stats updated).
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
            if k * 2 > limit:
                raise
            k *= 2
