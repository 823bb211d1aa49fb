# Diagnosis: non-leaf-grad
# Pitfall: reads .grad of the non-leaf h without retain_grad(); it is None.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
