# Mistake: "that is the one change to the inputs it may make, and "unchanged" in the last item means everything else" — w2's gradient is not needed, so w2.requires_grad_(False) is called to save work, and the caller's w2 comes back no longer requiring grad.
def hidden_and_weight_grads(x, y, w1, w2):
    w2.requires_grad_(False)                      # we only need the gradients at h and w1
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, (h, w1))
    return grad_h, grad_w1
