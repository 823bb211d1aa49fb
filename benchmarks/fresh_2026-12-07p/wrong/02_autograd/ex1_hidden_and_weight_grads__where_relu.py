# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there, as `torch.relu`'s (not one half, not 1)": relu written as torch.where(z >= 0, z, 0) passes the full gradient where x @ w1 is exactly 0 (e.g. a zero column of w1), so that column of grad_w1 is nonzero where torch.relu gives 0.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = torch.where(z >= 0, z, torch.zeros_like(z))
    pred = h @ w2
    loss = torch.mean((pred - y) ** 2)
    return torch.autograd.grad(loss, [h, w1])
