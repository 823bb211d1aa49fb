# Diagnosis: max-micro-batches-off-by-one
# Pitfall: gives up as soon as k reaches max_micro_batches, so k = max_micro_batches is never tried.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while k < max_micro_batches and k <= len(x):
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            pass
        k *= 2
    raise torch.OutOfMemoryError(f"even {k // 2} micro-batches do not fit")
