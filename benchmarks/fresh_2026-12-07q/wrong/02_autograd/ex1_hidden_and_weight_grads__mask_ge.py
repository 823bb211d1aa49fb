# Mistake: "where `x @ w1` is exactly 0, the gradient through `relu` is 0 there, as `torch.relu`'s (not one half, not 1)": the ReLU is written as z * (z >= 0), whose gradient at exactly 0 is the mask value 1, so grad_w1 differs when an entry of x @ w1 is exactly 0.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = z * (z >= 0)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
