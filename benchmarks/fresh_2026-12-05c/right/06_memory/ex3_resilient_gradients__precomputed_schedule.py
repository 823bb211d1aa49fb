# Right: precomputes the allowed k values (powers of two up to min(max_micro_batches, len(x))), zeroes the gradients with zero_grad(set_to_none=True) before each attempt, weights each chunk's mean by len(chunk)/len(x), and re-raises the last OOM when the schedule runs out
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    schedule = []
    k = 1
    while k <= limit:
        schedule.append(k)
        k *= 2
    if not schedule:
        schedule = [1]
    for i, k in enumerate(schedule):
        model.zero_grad(set_to_none=True)
        try:
            x_chunks, y_chunks = x.tensor_split(k), y.tensor_split(k)
            for j in range(k):
                share = x_chunks[j].shape[0] / x.shape[0]
                (F.cross_entropy(model(x_chunks[j]), y_chunks[j]) * share).backward()
            return k
        except torch.OutOfMemoryError:
            if i == len(schedule) - 1:
                raise
