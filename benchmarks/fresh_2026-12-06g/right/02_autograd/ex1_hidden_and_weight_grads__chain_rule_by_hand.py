# Right: applies the chain rule by hand on detached weights (d loss/d pred = 2 (pred - y) / numel, back through w2, then through the ReLU mask, which is 0 at exactly 0 as in PyTorch's relu backward): same values, shapes, dtype and device, and nothing that requires grad
def hidden_and_weight_grads(x, y, w1, w2):
    w1_, w2_ = w1.detach(), w2.detach()
    pre = x @ w1_
    h = pre.clamp(min=0)
    d_pred = 2 * (h @ w2_ - y) / y.numel()
    grad_h = d_pred @ w2_.transpose(0, 1)
    grad_w1 = x.transpose(0, 1) @ (grad_h * (pre > 0).to(grad_h.dtype))
    return grad_h, grad_w1
