# Diagnosis: hooks-left
# Pitfall: "the inputs come back unchanged and global state as found" — the gradients are caught with register_hook, and the hook on the caller's w1 is never removed: every later backward through w1 runs it again.
def hidden_and_weight_grads(x, y, w1, w2):
    caught = {}
    h = torch.relu(x @ w1)
    h.register_hook(lambda g: caught.__setitem__("h", g))
    w1.register_hook(lambda g: caught.__setitem__("w1", g))
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return caught["h"], caught["w1"]
