# Right: lists the k to try up front (1, 2, 4, ... while k <= min(max_micro_batches, len(x))), clears the gradients to None before each attempt, weights each chunk by summing its losses and dividing by len(x) (= len(chunk)/len(x) times its mean), catches only torch.OutOfMemoryError and retries outside the except block; the last OOM is re-raised
def resilient_gradients(model, x, y, max_micro_batches=64):
    limit = min(max_micro_batches, len(x))
    tries, k = [], 1
    while k <= limit:
        tries.append(k)
        k *= 2
    last_error = None
    for k in tries:
        for p in model.parameters():
            p.grad = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc, reduction="sum") / len(x)
                loss.backward()
                del loss
        except torch.OutOfMemoryError as err:
            last_error = err
            continue
        return k
    raise last_error
