# Mistake: "your function may fill their .grad or leave it empty: that is the one change to the inputs it may make ... the inputs come back unchanged" — it catches both gradients with register_hook, and the hook on the caller's w1 stays registered: every later backward through w1 calls it again (and appends into a list kept alive by it).
def hidden_and_weight_grads(x, y, w1, w2):
    caught = {}
    h = torch.relu(x @ w1)
    h.register_hook(lambda grad: caught.__setitem__("h", grad))
    w1.register_hook(lambda grad: caught.__setitem__("w1", grad))
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return caught["h"], caught["w1"]
