# Diagnosis: endless-retries
# Pitfall: retrying after an OOM without changing k: the same attempt fails forever.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if k > max_micro_batches:
                raise
