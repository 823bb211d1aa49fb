# Diagnosis: wrong-shape
# Pitfall: squeeze() on the hidden activation drops a batch of one (or a hidden width of one).
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1).squeeze()
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
