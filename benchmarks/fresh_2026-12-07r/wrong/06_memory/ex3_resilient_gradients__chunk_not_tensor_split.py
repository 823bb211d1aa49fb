# Mistake: "split with x.tensor_split(k)": x.chunk(k) can give fewer and larger pieces than tensor_split (N=6, k=4: sizes 2, 2, 2 instead of 2, 2, 1, 1), so the model sees other micro-batch sizes and a model with capacity 1 needs another k (or OOMs where the reference succeeds).
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.chunk(k), y.chunk(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
            k *= 2
