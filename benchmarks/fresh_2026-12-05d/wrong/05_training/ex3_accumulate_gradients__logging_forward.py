# Mistake: "the model never sees more than `micro_batch_size` examples at once" / "for each micro-batch in turn runs **one** forward pass" — to return the "exact" full-batch loss it runs an extra forward pass over the whole batch under no_grad(), which is exactly what does not fit in memory (and doubles the forward passes).
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        (F.cross_entropy(model(xb), yb) * len(xb) / len(x)).backward()
    with torch.no_grad():
        return F.cross_entropy(model(x), y).item()
