# Mistake: "loss = mean((pred - y)²)" (the mean over all N*M entries): the squared errors are summed and divided by the number of rows N, so for M > 1 both gradients come out M times too large.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).sum() / len(y)     # mean over the batch
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
