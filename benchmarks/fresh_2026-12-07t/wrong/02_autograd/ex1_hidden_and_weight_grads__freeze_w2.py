# Mistake: "your function may fill their `.grad` or leave it empty: that is the one change to the inputs it may make": to save work it switches w2's requires_grad off and never switches it back, so the caller's w2 comes back frozen.
def hidden_and_weight_grads(x, y, w1, w2):
    w2.requires_grad_(False)            # we need no gradient for w2: skip computing it
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
