# Mistake: "let every other error through at once, unchanged: a shape bug is not cured by smaller batches" -- catches RuntimeError (OOM's parent), so a shape bug is retried with 2, 4, 8, ... micro-batches before it finally escapes.
def resilient_gradients(model, x, y, max_micro_batches=64):
    n, k = len(x), 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / n)
                loss.backward()
            return k
        except RuntimeError:
            loss = None
            if 2 * k > max_micro_batches or 2 * k > n:
                raise
        k *= 2
