# Right: a while loop that records the OOM inside except and retries after it, weighting each chunk's mean loss by len(chunk) / len(x).
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    k = 1
    while True:
        model.zero_grad()
        failed = False
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
                del loss
            return k
        except torch.OutOfMemoryError:
            if 2 * k > limit:
                raise
            failed = True
        if failed:
            loss = None
            k *= 2
