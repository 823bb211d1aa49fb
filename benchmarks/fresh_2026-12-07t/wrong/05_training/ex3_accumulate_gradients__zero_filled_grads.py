# Mistake: "a frozen parameter holds no `.grad` before the call and none after": the gradients are cleared by assigning zeros_like to every parameter's .grad, so a frozen weight (requires_grad=False) leaves the call holding a zero .grad.
def accumulate_gradients(model, x, y, micro_batch_size):
    for p in model.parameters():
        p.grad = torch.zeros_like(p)             # a clean slate for the sums
    n_total = x.shape[0]
    loss_sum = 0.0
    for start in range(0, n_total, micro_batch_size):
        xb, yb = x[start:start + micro_batch_size], y[start:start + micro_batch_size]
        weighted = F.cross_entropy(model(xb), yb) * xb.shape[0] / n_total
        weighted.backward()
        loss_sum += weighted.item()
    return loss_sum
