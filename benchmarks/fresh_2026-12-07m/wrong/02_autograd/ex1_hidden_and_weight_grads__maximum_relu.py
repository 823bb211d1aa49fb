# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there, as `torch.relu`'s (not one half, not 1)": relu is written as torch.maximum(z, 0), whose gradient at a tie is split one half to each side, so grad_w1 differs where x @ w1 is exactly 0 (x or w1 with zeros).
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = torch.maximum(z, torch.zeros_like(z))
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad.clone()
