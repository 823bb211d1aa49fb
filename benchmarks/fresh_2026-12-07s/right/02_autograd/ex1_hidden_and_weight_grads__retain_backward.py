# Right: retain_grad() + one backward() with F.mse_loss, reading .grad (detached clones) instead of torch.autograd.grad; fills w1/w2 .grad, which the prompt allows.
def hidden_and_weight_grads(x, y, w1, w2):
    with torch.enable_grad():
        h = F.relu(torch.matmul(x, w1))
        h.retain_grad()
        loss = F.mse_loss(torch.matmul(h, w2), y, reduction="mean")
        loss.backward()
    return h.grad.detach().clone(), w1.grad.detach().clone()
