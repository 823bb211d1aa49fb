# Mistake: "splits `x, y` into micro-batches of at most `micro_batch_size` examples ... the model never sees more than `micro_batch_size` examples at once" — uses x.chunk(micro_batch_size), which makes micro_batch_size chunks, not chunks of that size: B=9 with micro_batch_size=2 gives micro-batches of 5 and 4.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    total = 0.0
    B = len(x)
    for xb, yb in zip(x.chunk(micro_batch_size), y.chunk(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
