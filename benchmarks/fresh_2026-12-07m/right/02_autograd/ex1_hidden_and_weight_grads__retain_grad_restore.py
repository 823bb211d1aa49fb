# Right: one backward() with h.retain_grad(), reading detached copies of both gradients, then leaving w1.grad and w2.grad empty as they came in.
def hidden_and_weight_grads(x, y, w1, w2):
    h = F.relu(torch.matmul(x, w1))
    h.retain_grad()
    loss = F.mse_loss(torch.matmul(h, w2), y)
    loss.backward()
    grad_h, grad_w1 = h.grad.detach().clone(), w1.grad.detach().clone()
    w1.grad = None
    w2.grad = None
    return (grad_h, grad_w1)
