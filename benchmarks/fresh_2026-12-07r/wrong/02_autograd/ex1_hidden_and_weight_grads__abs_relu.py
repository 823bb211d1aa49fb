# Mistake: "the gradient through `relu` is 0 there, as `torch.relu`'s (not one half, not 1)" -- relu written as (z + |z|) / 2 has gradient (1 + 0) / 2 = one half where x @ w1 is exactly 0.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = (z + z.abs()) / 2
    loss = torch.mean((h @ w2 - y) ** 2)
    return torch.autograd.grad(loss, (h, w1))
