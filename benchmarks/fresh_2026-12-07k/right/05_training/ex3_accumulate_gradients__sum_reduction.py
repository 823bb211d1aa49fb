# Right: uses reduction="sum" divided by B for each micro-batch (the same as n/B times the micro-batch mean) and clears gradients by setting each .grad to None
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    B = x.shape[0]
    total = 0.0
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        part = F.cross_entropy(model(xb), yb, reduction="sum") / B
        part.backward()
        total += part.item()
    return total
