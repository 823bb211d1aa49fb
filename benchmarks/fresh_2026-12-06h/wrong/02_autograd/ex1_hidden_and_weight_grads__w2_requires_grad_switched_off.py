# Mistake: "your function may fill their .grad or leave it empty: that is the one change to the inputs it may make" — to skip computing w2's unneeded gradient it calls w2.requires_grad_(False) on the caller's leaf, so w2 comes back no longer requiring grad.
def hidden_and_weight_grads(x, y, w1, w2):
    w2.requires_grad_(False)                  # only h and w1 are asked for
    h = torch.relu(x @ w1)
    loss = ((h @ w2 - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
