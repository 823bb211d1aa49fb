# Mistake: "the result: ... of `h`'s and `w1`'s shapes and of `x`'s dtype" — the computation is promoted to float64 for accuracy, so float32 inputs get float64 gradients back.
def hidden_and_weight_grads(x, y, w1, w2):
    w1_64 = w1.double()
    h = torch.relu(x.double() @ w1_64)
    loss = ((h @ w2.double() - y.double()) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1_64])
    return grad_h, grad_w1
