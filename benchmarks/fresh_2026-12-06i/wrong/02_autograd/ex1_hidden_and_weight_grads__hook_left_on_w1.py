# Mistake: "your function may fill their `.grad` or leave it empty: that is the one change to the inputs it may make" — the gradient of w1 is caught with w1.register_hook and the hook is never removed, so the caller's w1 keeps a hook that runs (and keeps a list alive) on every later backward pass.
def hidden_and_weight_grads(x, y, w1, w2):
    caught = {}
    h = torch.relu(x @ w1)
    h.register_hook(lambda g: caught.__setitem__("h", g))
    w1.register_hook(lambda g: caught.__setitem__("w1", g))
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return caught["h"], caught["w1"]
