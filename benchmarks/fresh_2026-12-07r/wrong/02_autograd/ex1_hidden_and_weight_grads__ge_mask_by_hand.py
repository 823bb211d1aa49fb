# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there ... (not one half, not 1)" -- the chain rule is written by hand with the mask z >= 0, which lets the gradient through (factor 1) where x @ w1 is exactly 0.
def hidden_and_weight_grads(x, y, w1, w2):
    with torch.no_grad():
        z = x @ w1
        h = torch.relu(z)
        d_pred = 2 * (h @ w2 - y) / y.numel()
        grad_h = d_pred @ w2.T
        grad_w1 = x.T @ (grad_h * (z >= 0).to(z.dtype))
    return grad_h, grad_w1
