# Right: h.retain_grad() before backward(), then detached copies of h.grad and w1.grad (filling w1.grad is allowed)
def hidden_and_weight_grads(x, y, w1, w2):
    h = (x @ w1).clamp(min=0)
    h.retain_grad()
    loss = torch.nn.functional.mse_loss(h @ w2, y)
    loss.backward()
    return h.grad.detach().clone(), w1.grad.detach().clone()
