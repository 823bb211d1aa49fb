# Right: ReLU written as z * (z > 0) (gradient 0 at exactly 0, like torch.relu), the loss as F.mse_loss (the mean over all N·M entries), both gradients from one torch.autograd.grad call.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = z * (z > 0)
    loss = F.mse_loss(h @ w2, y)
    grad_h, grad_w1 = torch.autograd.grad(loss, (h, w1))
    return (grad_h, grad_w1)
