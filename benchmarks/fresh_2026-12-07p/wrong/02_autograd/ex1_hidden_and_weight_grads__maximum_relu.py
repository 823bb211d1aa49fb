# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there, as `torch.relu`'s (not one half, not 1)": relu written as torch.maximum(z, 0) splits the gradient at a tie, so where x @ w1 is exactly 0 (e.g. a zero column of w1) half the gradient reaches that column of w1 instead of none.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = torch.maximum(z, torch.zeros_like(z))   # relu
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
