# Mistake: "`loss = mean((pred - y)²)`": the squared errors are summed and divided by the number of rows len(y) (a "mean over the batch"), so with M > 1 outputs both gradients are M times too large.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).sum() / len(y)     # mean over the examples
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
