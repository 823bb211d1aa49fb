# Pitfall: clearing inside the loop keeps only the last micro-batch's gradient.
def accumulate_gradients(model, x, y, k):
    total = 0.0
    for xb, yb in zip(x.chunk(k), y.chunk(k)):
        model.zero_grad()
        loss = F.cross_entropy(model(xb), yb) / k
        loss.backward()
        total += loss.item()
    return total
