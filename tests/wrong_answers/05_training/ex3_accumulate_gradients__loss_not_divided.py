# Pitfall: the micro-batch losses are not divided by k: gradients k times too large.
def accumulate_gradients(model, x, y, k):
    model.zero_grad()
    total = 0.0
    for xb, yb in zip(x.chunk(k), y.chunk(k)):
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        total += loss.item() / k
    return total
