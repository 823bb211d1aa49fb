# Diagnosis: chunks-weighted-equally
# Pitfall: each micro-batch loss divided by k: wrong when the chunks differ in size.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) / k).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
