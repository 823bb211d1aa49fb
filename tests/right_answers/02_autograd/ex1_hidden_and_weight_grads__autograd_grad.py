# Right: torch.autograd.grad asks for both gradients at once, without touching any .grad.
def hidden_and_weight_grads(x, y, w1, w2):
    h = F.relu(torch.matmul(x, w1))
    loss = F.mse_loss(h @ w2, y)
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
