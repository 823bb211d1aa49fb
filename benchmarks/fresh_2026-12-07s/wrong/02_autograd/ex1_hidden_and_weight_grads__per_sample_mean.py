# Mistake: "`loss = mean((pred - y)²)`": sums the squared errors over each row and averages over the batch only, so both gradients are M times too large whenever M > 1 (the visible test has M = 1).
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    pred = h @ w2
    loss = ((pred - y) ** 2).sum(dim=1).mean()   # squared error per sample, averaged over the batch
    loss.backward()
    return (h.grad, w1.grad)
