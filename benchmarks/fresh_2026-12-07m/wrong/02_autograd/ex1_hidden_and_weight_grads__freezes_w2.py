# Mistake: "your function may fill their `.grad` or leave it empty: that is the one change to the inputs it may make" / "the inputs come back unchanged": to skip w2's unneeded gradient it switches w2.requires_grad off and never switches it back.
def hidden_and_weight_grads(x, y, w1, w2):
    w2.requires_grad_(False)                          # its gradient is not asked for
    h = torch.relu(x @ w1)
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad.detach().clone()
