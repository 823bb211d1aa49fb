# Mistake: "`h` is not a leaf, so after `backward()` its `.grad` is `None`" — reads h.grad without retain_grad(), returning None for grad_h
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).mean()
    loss.backward()
    return h.grad, w1.grad
