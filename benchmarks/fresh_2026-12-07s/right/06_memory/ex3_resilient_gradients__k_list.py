# Right: precomputes the allowed k values (powers of two up to min(max_micro_batches, len(x))) and walks them with a for loop, re-raising the last OOM when the list runs out.
def _powers_of_two_up_to(limit):
    ks, k = [], 1
    while k <= limit:
        ks.append(k)
        k *= 2
    return ks

def resilient_gradients(model, x, y, max_micro_batches=64):
    ks = _powers_of_two_up_to(min(max_micro_batches, len(x)))
    for i, k in enumerate(ks):
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if i == len(ks) - 1:
                raise
