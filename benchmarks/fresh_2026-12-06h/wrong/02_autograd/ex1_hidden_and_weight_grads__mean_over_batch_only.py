# Mistake: "loss = mean((pred - y)²)" — it averages over the batch only (sum of the squared errors divided by N = len(x)), so with M > 1 outputs both gradients are M times too large (the visible test has M = 1).
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    pred = h @ w2
    loss = ((pred - y) ** 2).sum() / len(x)     # mean over the examples of the batch
    loss.backward()
    return h.grad, w1.grad
