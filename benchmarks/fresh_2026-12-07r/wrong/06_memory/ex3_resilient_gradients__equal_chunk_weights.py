# Mistake: "chunks may differ in size by one: weight each chunk's mean loss by its share of the batch, len(chunk) / len(x)": dividing every chunk's mean by k is right only when len(x) divides evenly (e.g. N=5 split in 2 gives 3 and 2, and the gradients are off).
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) / k
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
            k *= 2
