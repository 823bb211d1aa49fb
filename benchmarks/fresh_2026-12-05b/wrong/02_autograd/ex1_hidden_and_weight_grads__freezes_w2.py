# Mistake: "w1 and w2 arrive as fresh leaves with requires_grad=True" — switches the caller's w2 off (requires_grad_(False)) to skip its gradient and never switches it back.
def hidden_and_weight_grads(x, y, w1, w2):
    w2.requires_grad_(False)
    h = torch.relu(x @ w1)
    loss = ((h @ w2 - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, (h, w1))
    return grad_h, grad_w1
