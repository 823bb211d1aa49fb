# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there, as `torch.relu`'s (not one half, not 1)": relu written as torch.maximum(z, 0) splits the gradient at a tie, so where x @ w1 is exactly 0 (a zero row of x, a zero column of w1) grad_w1 gets one half of the gradient there.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = torch.maximum(z, torch.zeros_like(z))
    loss = ((h @ w2 - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
