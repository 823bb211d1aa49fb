# Mistake: "the global state (grad mode, random generators) stay as you found them": it calls torch.manual_seed(0) before each attempt so that every retry sees the same randomness, which resets the caller's global random generator.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        torch.manual_seed(0)                 # same randomness on every retry
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if k * 2 > limit:
                raise
            k *= 2
