# Right: builds the ladder of k values (powers of two up to min(max_micro_batches, len(x))) up front and walks it; each attempt clears the gradients first, weights chunks by len(chunk)/len(x); only OutOfMemoryError is caught, and the last one is re-raised as is.
def resilient_gradients(model, x, y, max_micro_batches=64):
    ladder, k = [], 1
    while k <= max_micro_batches and k <= len(x):
        ladder.append(k)
        k *= 2
    n = len(x)
    last_oom = None
    for k in ladder:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc)
                (loss * (len(xc) / n)).backward()
        except torch.OutOfMemoryError as oom:
            last_oom = oom
            continue
        return k
    raise last_oom
