# Approach: clears by zeroing the gradients in place (those that exist) at the start of every attempt.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        for p in model.parameters():
            if p.grad is not None:
                p.grad.zero_()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
            return k
        except torch.OutOfMemoryError:
            if 2 * k > min(max_micro_batches, len(x)):
                raise
        k *= 2
