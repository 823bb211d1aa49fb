# Mistake: "give up (re-raise the OOM) when the next k would exceed max_micro_batches or len(x)": checking only max_micro_batches lets k pass len(x) (e.g. N=3, capacity 1: after k=2 fails it tries k=4, with an empty fourth chunk) and returns 4 where the reference re-raises the OOM.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > max_micro_batches:
                raise
            k *= 2
