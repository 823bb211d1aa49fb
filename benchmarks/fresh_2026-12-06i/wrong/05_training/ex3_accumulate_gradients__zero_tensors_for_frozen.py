# Mistake: "a frozen parameter holds no `.grad` before the call and none after" — pre-allocates .grad = zeros_like(p) for every parameter to clear them, the frozen ones included, which then leave with a zero .grad instead of None.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)                     # cleared once, before the first micro-batch
    n_total = x.shape[0]
    loss_value = 0.0
    for xb, yb in zip(torch.split(x, micro_batch_size), torch.split(y, micro_batch_size)):
        share = xb.shape[0] / n_total
        loss = F.cross_entropy(model(xb), yb)
        (loss * share).backward()
        loss_value += loss.item() * share
    return loss_value
