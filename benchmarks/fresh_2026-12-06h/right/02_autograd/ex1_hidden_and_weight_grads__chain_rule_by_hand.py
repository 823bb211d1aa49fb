# Right: no autograd at all — the chain rule written out on detached tensors: dL/dpred = 2 (pred - y) / numel(y), dL/dh = dL/dpred @ w2ᵀ, dL/dw1 = xᵀ @ (dL/dh · [x @ w1 > 0]) (the same 0 at the kink as relu's backward); nothing requires grad and the inputs' .grad stay empty.
def hidden_and_weight_grads(x, y, w1, w2):
    w1_, w2_ = w1.detach(), w2.detach()
    z = x @ w1_
    h = torch.relu(z)
    d_pred = 2.0 * (h @ w2_ - y) / y.numel()
    grad_h = d_pred @ w2_.transpose(0, 1)
    grad_w1 = x.transpose(0, 1) @ (grad_h * (z > 0).to(grad_h.dtype))
    return grad_h, grad_w1
