# Right: each micro-batch's loss is its summed cross-entropy divided by B (the same as mean * n / B), and the running loss is kept as a Python float; clears with model.zero_grad(set_to_none=True).
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(x)
    total = 0.0
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += loss.item()
    return total
