# Right: h.retain_grad() and one loss.backward(), then returns detached copies of h.grad and w1.grad (the prompt allows filling w1.grad).
def hidden_and_weight_grads(x, y, w1, w2):
    h = F.relu(torch.matmul(x, w1))
    h.retain_grad()
    pred = torch.matmul(h, w2)
    loss = F.mse_loss(pred, y)
    loss.backward()
    return h.grad.detach().clone(), w1.grad.detach().clone()
