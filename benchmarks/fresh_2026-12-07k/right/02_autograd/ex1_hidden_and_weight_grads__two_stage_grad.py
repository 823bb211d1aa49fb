# Right: gets grad_h from torch.autograd.grad(loss, h, retain_graph=True), then pushes it back through h alone with a second grad call (grad_outputs=grad_h) to get grad_w1.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    loss = F.mse_loss(h @ w2, y)
    (grad_h,) = torch.autograd.grad(loss, h, retain_graph=True)
    (grad_w1,) = torch.autograd.grad(h, w1, grad_outputs=grad_h)
    return grad_h, grad_w1
