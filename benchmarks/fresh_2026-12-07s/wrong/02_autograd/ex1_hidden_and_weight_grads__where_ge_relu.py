# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there, as `torch.relu`'s (not one half, not 1)": relu written as torch.where(z >= 0, z, 0) sends gradient 1 through z == 0, so grad_w1 is wrong on inputs where x @ w1 is exactly 0 (zeros in x or w1).
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = torch.where(z >= 0, z, torch.zeros_like(z))
    loss = ((h @ w2 - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
