# Mistake: "chunks may differ in size by one: weight each chunk's mean loss by its share of the batch, len(chunk) / len(x)" — divides each chunk's mean by k, which is only right when k divides len(x); e.g. N=5 split into 2 chunks (3 and 2) gives wrong gradients.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) / k).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
