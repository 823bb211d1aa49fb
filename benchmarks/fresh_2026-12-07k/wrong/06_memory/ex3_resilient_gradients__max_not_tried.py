# Mistake: "k only doubles (1, 2, 4, ...), so k = max_micro_batches itself is tried when it is a power of two": giving up as soon as 2*k >= max_micro_batches never tries k = max_micro_batches (with max_micro_batches=4 and a batch that needs 4 micro-batches it re-raises the OOM instead of returning 4).
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * len(xc) / len(x)).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k >= max_micro_batches or 2 * k > len(x):
                raise
        model.zero_grad()
        k *= 2
