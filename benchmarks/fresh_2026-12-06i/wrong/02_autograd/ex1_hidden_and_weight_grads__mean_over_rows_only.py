# Mistake: "`loss = mean((pred - y)²)`" — the squared errors are summed and divided by the number of rows N, not by the number of entries N*M, so with more than one output column (M > 1) both gradients are M times too large.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    pred = h @ w2
    loss = ((pred - y) ** 2).sum() / len(y)       # average over the examples
    loss.backward()
    return h.grad, w1.grad
