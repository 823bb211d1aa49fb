# Diagnosis: catches-runtime-error
# Pitfall: catching RuntimeError (OOM's parent class): a shape bug is retried with ever smaller batches.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except RuntimeError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
