# Mistake: "so only one micro-batch's graph is in memory at a time" (and "memory: the tensors saved for backward that are alive at any one time are at most 1.5 times the reference's") -- every backward keeps its graph (retain_graph=True) and the running total keeps a reference to each, so all micro-batches' saved tensors stay alive until the end.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = x.shape[0]
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weighted = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        weighted.backward(retain_graph=True)
        total = total + weighted
    return total.item()
