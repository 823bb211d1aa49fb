# Mistake: "the inputs come back unchanged and global state as found" — w2.requires_grad_(False) (to skip its unneeded gradient) flips the caller's w2 flag, which stays off after the call.
def hidden_and_weight_grads(x, y, w1, w2):
    w2.requires_grad_(False)
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
