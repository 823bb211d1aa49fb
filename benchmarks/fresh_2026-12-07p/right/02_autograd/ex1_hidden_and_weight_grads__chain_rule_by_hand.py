# Right: no autograd at all: applies the chain rule by hand on detached weights (d loss/d pred = 2 (pred - y) / y.numel(), then through w2 and relu's mask z > 0, which is 0 where x @ w1 is exactly 0), so nothing is filled or kept.
def hidden_and_weight_grads(x, y, w1, w2):
    w1, w2 = w1.detach(), w2.detach()
    z = x @ w1
    h = torch.relu(z)
    d_pred = 2 * (h @ w2 - y) / y.numel()
    grad_h = d_pred @ w2.T
    grad_w1 = x.T @ (grad_h * (z > 0).to(grad_h.dtype))
    return grad_h, grad_w1
