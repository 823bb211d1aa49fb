# Mistake: "let every other error through at once, unchanged: a shape bug is not cured by smaller batches" — catches RuntimeError (OOM's parent), so a shape or dtype error is retried with 2, 4, ... micro-batches before it escapes, and the model sees extra forward calls.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except RuntimeError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
