# Mistake: "so only one micro-batch's graph is in memory at a time" / "memory: the tensors saved for backward that are alive at any one time are at most 1.5 times the reference's": `backward(retain_graph=True)` keeps every micro-batch's saved tensors alive, and the list of weighted losses keeps them referenced, so by the last micro-batch all k graphs are held (like the full batch)
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    weighted = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward(retain_graph=True)       # keep the graph, to be safe
        weighted.append(loss)
    return sum(weighted).item()
