# Mistake: "the inputs come back unchanged and global state as found" — switches requires_grad off on w2 to spare autograd a gradient nobody asked for, and never switches it back, so the caller's w2 no longer requires grad after the call
def hidden_and_weight_grads(x, y, w1, w2):
    w2.requires_grad_(False)
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
