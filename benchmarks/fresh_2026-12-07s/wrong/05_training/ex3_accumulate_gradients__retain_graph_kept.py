# Mistake: "so only one micro-batch's graph is in memory at a time" (and the memory bullet: "graphs freed as the reference frees them"): backward(retain_graph=True) while keeping every weighted loss in a list, so every micro-batch's graph stays alive until the end.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    weighted = []
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward(retain_graph=True)
        weighted.append(loss)
    return float(sum(w.item() for w in weighted))
