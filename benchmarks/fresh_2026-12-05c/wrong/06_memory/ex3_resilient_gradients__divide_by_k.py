# Mistake: "chunks may differ in size by one: weight each chunk's mean loss by its share of the batch, len(chunk) / len(x)" — divides each chunk's mean by k, wrong gradient when N is not a multiple of k (e.g. N = 5, k = 2)
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) / k).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise
            k *= 2
