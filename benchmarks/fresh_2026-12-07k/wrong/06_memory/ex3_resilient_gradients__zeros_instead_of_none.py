# Mistake: "clear them with model.zero_grad(), which sets them to None" and "a frozen parameter's [.grad] stays None": clearing by writing torch.zeros_like into every parameter's .grad also gives the frozen bias (requires_grad=False) a zero gradient tensor where the reference leaves None.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        for p in model.parameters():
            p.grad = torch.zeros_like(p)
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        loss = None
        k *= 2
