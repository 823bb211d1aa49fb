# Diagnosis: graphs-kept-together
# Pitfall: the micro-batch losses are added up and backpropagated once: every micro-batch's graph is alive at once.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        try:
            total = sum(F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                        for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)))
            total.backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
