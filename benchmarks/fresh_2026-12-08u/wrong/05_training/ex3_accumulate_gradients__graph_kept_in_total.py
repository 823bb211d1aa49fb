# Mistake: "only one micro-batch's graph is in memory at a time": the weighted losses are summed into total without detach(), so every micro-batch's graph (its saved activations) stays alive until the function returns.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * len(xb) / B
        loss.backward()
        total = total + loss
    return total.item()
