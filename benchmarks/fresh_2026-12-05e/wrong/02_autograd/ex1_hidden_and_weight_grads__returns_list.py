# Mistake: "returns the pair `(grad_h, grad_w1)`" / "the result: the tuple `(grad_h, grad_w1)`" — the gradients come back in a list, not a tuple.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return [h.grad, w1.grad]
