# Mistake: "so only one micro-batch's graph is in memory at a time" (and the memory bullet: saved tensors "at most 1.5 times the reference's"): backward(retain_graph=True) plus a running total kept as a graph-carrying tensor keeps every micro-batch's saved activations alive until the function returns.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        part = F.cross_entropy(model(xb), yb) * len(xb) / B
        part.backward(retain_graph=True)
        total = total + part
    return total.item()
