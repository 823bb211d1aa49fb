# Mistake: "every attempt starts from clean gradients (gradients present before the call included)": gradients are cleared only after a failed attempt, so when the first attempt succeeds, gradients of an earlier step already in .grad are added to the new ones.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        ran_out = False
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
        except torch.OutOfMemoryError:
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise
            ran_out = True
        if not ran_out:
            return k
        loss = None
        model.zero_grad()                      # drop the half-accumulated gradients of the failed attempt
        k *= 2
