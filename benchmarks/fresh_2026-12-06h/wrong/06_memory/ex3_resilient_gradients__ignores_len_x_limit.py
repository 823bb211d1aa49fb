# Mistake: "give up (re-raise the OOM) when the next `k` would exceed `max_micro_batches` or `len(x)`" — checks only max_micro_batches; with N=3 and room for 1 example it goes on to k=4, `tensor_split` makes an empty chunk whose mean loss is NaN, the gradients turn NaN and the function returns 4 instead of raising.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        ran_out = False
        model.zero_grad()
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                loss = F.cross_entropy(model(xc), yc) * (len(xc) / len(x))
                loss.backward()
            return k
        except torch.OutOfMemoryError:
            ran_out = True
            if 2 * k > max_micro_batches:
                raise
        if ran_out:
            loss = None
            k *= 2
