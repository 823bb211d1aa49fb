# Mistake: "a frozen parameter holds no `.grad` before the call and none after": clears by giving every parameter a zero tensor, so a frozen parameter (requires_grad=False) leaves with a .grad of zeros instead of None.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)          # a clean slate for the accumulation
    n_total = x.shape[0]
    loss_sum = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * xb.shape[0] / n_total
        loss.backward()
        loss_sum += loss.item()
    return loss_sum
