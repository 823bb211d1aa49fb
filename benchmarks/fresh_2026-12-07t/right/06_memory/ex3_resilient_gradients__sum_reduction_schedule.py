# Right: precomputes the schedule of k (powers of two up to min(max_micro_batches, len(x))), uses reduction="sum" divided by len(x) instead of mean * share, and re-raises the last OOM after the loop (outside the except block).
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    schedule = []
    k = 1
    while k <= limit:
        schedule.append(k)
        k *= 2
    last_error = None
    for k in schedule:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc, reduction="sum") / len(x)
                loss.backward()
                del loss
            return k
        except torch.OutOfMemoryError as err:
            last_error = err
        # outside the except block: nothing of the failed attempt is kept but the error
    raise last_error
