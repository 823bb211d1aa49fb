# Mistake: "`loss = mean((pred - y)²)`" (a mean over all N x M entries) -- sums the squared errors over the M outputs and averages over the N rows only, so whenever M > 1 both gradients are M times too large (with M = 1, as in the visible test, it coincides).
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).sum(dim=1).mean()     # squared error per example, averaged over the batch
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
