# Mistake: "x and y are plain data" — marks the caller's x as requiring grad (and fills x.grad) so that "everything is in the graph".
def hidden_and_weight_grads(x, y, w1, w2):
    x.requires_grad_(True)
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = torch.mean((h @ w2 - y) ** 2)
    loss.backward()
    return (h.grad, w1.grad)
