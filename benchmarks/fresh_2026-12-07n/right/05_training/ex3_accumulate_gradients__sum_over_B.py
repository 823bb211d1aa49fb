# Right: uses reduction="sum" divided by B for each micro-batch (the same as the mean weighted by n/B), and clears with model.zero_grad(set_to_none=True)
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    total = 0.0
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        part = F.cross_entropy(model(xb), yb, reduction="sum") / B
        part.backward()
        total += part.item()
    return total
