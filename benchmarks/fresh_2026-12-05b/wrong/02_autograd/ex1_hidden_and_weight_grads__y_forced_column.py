# Mistake: "loss = mean((pred - y)²)" over matching pred and y — forces y into a column with reshape(-1, 1), so a y with several columns no longer lines up with pred (a shape error, or a silent broadcast when the sizes happen to fit).
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    pred = h @ w2
    loss = ((pred - y.reshape(-1, 1)) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
