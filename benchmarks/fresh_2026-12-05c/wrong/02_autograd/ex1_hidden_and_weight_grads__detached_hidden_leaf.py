# Mistake: "Do not turn `h` into a leaf with `.detach().requires_grad_()`: `h` then gets its gradient, but `w1` is cut off from the graph" — grad_w1 comes back as None
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1).detach().requires_grad_()
    pred = h @ w2
    loss = ((pred - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
