# Mistake: "returns the pair `(grad_h, grad_w1)`" / "the result: the tuple" — the gradients are collected in a list (as produced by a hook-and-backward approach), not returned as a tuple.
def hidden_and_weight_grads(x, y, w1, w2):
    grads = []
    h = torch.relu(x @ w1)
    h.register_hook(grads.append)
    ((h @ w2 - y) ** 2).mean().backward()
    grads.append(w1.grad)
    return grads
