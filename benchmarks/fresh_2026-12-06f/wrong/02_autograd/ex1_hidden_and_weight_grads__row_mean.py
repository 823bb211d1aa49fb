# Mistake: "`loss = mean((pred - y)²)`" — sums the squared errors of each row and averages over rows only, which equals the mean just when M == 1; for M > 1 both gradients are M times too large.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).sum(dim=1).mean()
    loss.backward()
    return h.grad, w1.grad
