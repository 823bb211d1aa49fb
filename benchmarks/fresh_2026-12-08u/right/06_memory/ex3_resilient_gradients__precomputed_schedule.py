# Right: precomputes the list of k values (powers of two up to the limit), loops over it with a for/else, and keeps the last OOM to re-raise it after the loop.
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    schedule = [1]
    while schedule[-1] * 2 <= limit:
        schedule.append(schedule[-1] * 2)
    last_error = None
    for k in schedule:
        model.zero_grad()
        try:
            for xc, yc in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
                weight = xc.shape[0] / x.shape[0]
                torch.autograd.backward(F.cross_entropy(model(xc), yc) * weight)
        except torch.OutOfMemoryError as err:
            last_error = err
            continue
        return k
    raise last_error
