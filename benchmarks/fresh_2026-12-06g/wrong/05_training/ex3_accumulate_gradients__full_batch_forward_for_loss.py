# Mistake: "the model never sees more than micro_batch_size examples at once" — the returned loss comes from one extra forward pass over all B examples (under no_grad), the very batch that does not fit in memory; the gradients are right
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        (F.cross_entropy(model(xb), yb) * (len(xb) / B)).backward()
    with torch.no_grad():
        return F.cross_entropy(model(x), y).item()
