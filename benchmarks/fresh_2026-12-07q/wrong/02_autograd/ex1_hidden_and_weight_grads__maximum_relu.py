# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there ... (not one half, not 1)": torch.maximum(z, 0) splits the gradient in half at a tie, so grad_w1 gets one half of the incoming gradient where x @ w1 is exactly 0.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = torch.maximum(z, torch.zeros_like(z))
    loss = ((h @ w2 - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
