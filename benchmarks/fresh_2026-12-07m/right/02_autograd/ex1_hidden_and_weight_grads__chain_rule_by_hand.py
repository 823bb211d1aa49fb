# Right: no autograd at all: the chain rule written out on detached tensors (d loss/d pred = 2 (pred - y) / numel, back through w2, then the relu mask z > 0, then x^T).
def hidden_and_weight_grads(x, y, w1, w2):
    w1, w2 = w1.detach(), w2.detach()
    z = x @ w1
    h = torch.relu(z)
    d_pred = 2 * (h @ w2 - y) / y.numel()
    grad_h = d_pred @ w2.T
    grad_w1 = x.T @ (grad_h * (z > 0).to(grad_h.dtype))
    return grad_h, grad_w1
