# Mistake: "every attempt starts from clean gradients (gradients present before the call included)": it clears the gradients only in the except branch, after a failed attempt, so when the first attempt succeeds the gradients of an earlier step already in .grad are added to the new ones.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    limit = min(max_micro_batches, len(x))
    while True:
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                share = len(xc) / len(x)
                (share * F.cross_entropy(model(xc), yc)).backward()
            return k
        except torch.OutOfMemoryError:
            model.zero_grad()                      # throw away the half-accumulated gradients
            if k * 2 > limit:
                raise
            k *= 2
