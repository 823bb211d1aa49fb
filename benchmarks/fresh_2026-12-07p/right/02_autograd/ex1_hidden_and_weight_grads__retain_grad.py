# Right: the retain_grad() route: one backward() fills h.grad and w1.grad, and the pair is returned as detached clones so the caller's tensors do not alias the weights' .grad.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    F.mse_loss(h @ w2, y).backward()
    return h.grad.detach().clone(), w1.grad.detach().clone()
