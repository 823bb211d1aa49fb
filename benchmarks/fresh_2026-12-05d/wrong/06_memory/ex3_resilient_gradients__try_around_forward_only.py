# Mistake: "when a `torch.OutOfMemoryError` is raised, in the forward **or** in the backward of any micro-batch, try again with twice as many micro-batches" — only the forward pass is inside the try (the backward "cannot need more memory than the forward"), so an OOM raised during backward escapes at once instead of being retried.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        failed = None
        for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
            try:
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
            except torch.OutOfMemoryError as oom:
                failed = oom
                break
            loss.backward()
        if failed is None:
            return k
        if 2 * k > max_micro_batches or 2 * k > len(x):
            raise failed
        k *= 2
