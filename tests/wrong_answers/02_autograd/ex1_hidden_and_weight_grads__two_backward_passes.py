# Diagnosis: grad-accumulated
# Pitfall: one backward pass per gradient; the second adds onto w1.grad from the first.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward(retain_graph=True)
    grad_h = h.grad.clone()
    loss.backward()
    return grad_h, w1.grad
