# Diagnosis: pre-activation-grad
# Pitfall: keeps the gradient of x @ w1, before the ReLU, instead of the gradient at h.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    z.retain_grad()
    h = torch.relu(z)
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return z.grad, w1.grad
