# Right: two calls of torch.autograd.grad, first from the loss to h, then from h to w1 with grad_outputs (the chain rule in two steps), never touching .grad.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    loss = (h @ w2 - y).pow(2).mean()
    (grad_h,) = torch.autograd.grad(loss, h)
    (grad_w1,) = torch.autograd.grad(h, w1, grad_outputs=grad_h)
    return grad_h, grad_w1
