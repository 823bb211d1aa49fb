# Mistake: "the inputs come back unchanged" — to skip w2's unneeded gradient it calls w2.requires_grad_(False) and never restores it: the values are right, but the caller's w2 is no longer a leaf that requires grad.
def hidden_and_weight_grads(x, y, w1, w2):
    w2.requires_grad_(False)
    h = torch.relu(x @ w1)
    loss = ((h @ w2 - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, (h, w1))
    return grad_h, grad_w1
