# Mistake: "of `x`'s dtype" — converts everything to float32 before computing, so float64 inputs get float32 gradients
def hidden_and_weight_grads(x, y, w1, w2):
    x32, y32 = x.float(), y.float()
    w1f, w2f = w1.float(), w2.float()
    h = torch.relu(x32 @ w1f)
    loss = ((h @ w2f - y32) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1f])
    return grad_h, grad_w1
