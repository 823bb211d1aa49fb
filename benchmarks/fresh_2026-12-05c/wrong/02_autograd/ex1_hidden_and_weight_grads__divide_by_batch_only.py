# Mistake: "`loss = mean((pred - y)²)`" — divides by the batch size N instead of the N*M elements: wrong whenever M > 1
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    loss = ((h @ w2 - y) ** 2).sum() / x.shape[0]
    grad_h, grad_w1 = torch.autograd.grad(loss, (h, w1))
    return grad_h, grad_w1
