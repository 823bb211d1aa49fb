# Right: lists the allowed k (powers of two up to min(max_micro_batches, len(x))) in advance and loops over them; sums each chunk's loss with reduction="sum" and divides by len(x); clears gradients by setting p.grad = None.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    ks = [1]
    while ks[-1] * 2 <= limit:
        ks.append(ks[-1] * 2)
    for i, k in enumerate(ks):
        for p in model.parameters():
            p.grad = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc, reduction="sum") / len(x)
                loss.backward()
                del loss
        except torch.OutOfMemoryError:
            if i == len(ks) - 1:
                raise
            continue
        return k
