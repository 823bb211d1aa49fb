# Right: the chain rule written out: dL/dpred = 2(pred - y)/(N*M), dL/dh = dL/dpred @ w2^T, dL/dw1 = x^T @ (dL/dh * [x@w1 > 0]), computed on detached tensors so the results do not require grad
def hidden_and_weight_grads(x, y, w1, w2):
    w1d, w2d = w1.detach(), w2.detach()
    z = x @ w1d
    h = torch.relu(z)
    pred = h @ w2d
    grad_pred = 2.0 * (pred - y) / pred.numel()
    grad_h = grad_pred @ w2d.T
    grad_z = grad_h * (z > 0).to(grad_h.dtype)
    grad_w1 = x.T @ grad_z
    return grad_h, grad_w1
