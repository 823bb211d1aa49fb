# Mistake: "for each micro-batch in turn runs **one** forward pass and then calls `backward()` on its loss, before the next micro-batch's forward pass (so only one micro-batch's graph is in memory at a time)" — sums the weighted losses and calls backward once, keeping every graph alive
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(x)
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        total = total + F.cross_entropy(model(xb), yb) * (len(xb) / B)
    total.backward()
    return total.item()
