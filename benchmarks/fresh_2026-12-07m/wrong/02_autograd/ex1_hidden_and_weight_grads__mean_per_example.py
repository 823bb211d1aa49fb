# Mistake: "`loss = mean((pred - y)²)`" (the mean over all N x M entries): it sums the squared errors of each example and averages over the N examples, so for M > 1 both gradients come out M times too large.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).sum(dim=1).mean()        # error per example, averaged over the batch
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
