# Mistake: "`loss = mean((pred - y)²)`" — uses the sum of squares, so both gradients are N*M times too large
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).sum()
    loss.backward()
    return h.grad, w1.grad
