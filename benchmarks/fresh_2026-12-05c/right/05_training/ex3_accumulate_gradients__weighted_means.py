# Right: clears once with set_to_none, then per micro-batch one forward and one backward of its mean loss weighted by n / B; the returned loss is the same weighted sum
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = None
    batch = x.shape[0]
    full_loss = 0.0
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        weight = xb.shape[0] / batch
        micro_loss = F.cross_entropy(model(xb), yb) * weight
        micro_loss.backward()
        full_loss += micro_loss.item()
    return full_loss
