# Diagnosis: graph-cut
# Pitfall: makes h a leaf with detach().requires_grad_(); h gets a gradient, w1 is cut off.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1).detach().requires_grad_()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
