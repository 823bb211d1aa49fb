# Mistake: "every attempt starts from clean gradients (gradients present before the call included)": gradients are cleared only before a retry, so when the whole batch fits at k=1 the gradients of an earlier step already in .grad are added to the new ones.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        if k > 1:
            model.zero_grad()          # a failed attempt left partial gradients
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
