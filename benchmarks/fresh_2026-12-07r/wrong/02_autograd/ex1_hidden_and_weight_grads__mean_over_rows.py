# Mistake: "`loss = mean((pred - y)²)`" with "`y`: shape `(N, M)` ... M ∈ {1, 2, 3}" -- the squared errors are summed and divided by the number of rows N, which is the mean only when M = 1; for M > 1 both gradients are M times too large.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).sum() / len(y)
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
