# Mistake: "for each micro-batch in turn runs **one** forward pass and then calls `backward()` on its loss, before the next micro-batch's forward pass (so only one micro-batch's graph is in memory at a time)": backward(retain_graph=True) plus a running total that is a graph-carrying tensor keeps every micro-batch's saved activations alive until the function returns.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * len(xb) / B
        loss.backward(retain_graph=True)
        total = total + loss
    return total.item()
