# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there, as `torch.relu`'s (not one half, not 1)": this hand-written backward uses the mask `z >= 0`, so on any input where an entry of x @ w1 is exactly 0 (e.g. x = 0 rows, or w1 with a zero column) grad_w1 gets a gradient of 1 through the ReLU there.
def hidden_and_weight_grads(x, y, w1, w2):
    w1d, w2d = w1.detach(), w2.detach()
    z = x @ w1d
    h = torch.relu(z)
    pred = h @ w2d
    d_pred = 2 * (pred - y) / y.numel()
    grad_h = d_pred @ w2d.T
    d_z = grad_h * (z >= 0)          # derivative of relu taken as 1 from 0 upwards
    grad_w1 = x.T @ d_z
    return grad_h, grad_w1
