# Mistake: "h = relu(x @ w1)": relu written as torch.maximum(z, zeros) splits the gradient half and half where z == 0 exactly (relu sends 0 there), so grad_w1 differs whenever a pre-activation is exactly 0 (for example a zero column of w1, or K columns that cancel).
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = torch.maximum(z, torch.zeros_like(z))
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad.clone()
