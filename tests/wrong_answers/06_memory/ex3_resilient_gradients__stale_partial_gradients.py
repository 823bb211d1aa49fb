# Diagnosis: partial-gradients-kept
# Pitfall: gradients cleared once, before the first attempt: a failed backward leaves partial sums behind.
def resilient_gradients(model, x, y, max_micro_batches=64):
    model.zero_grad(set_to_none=True)
    k = 1
    while True:
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
