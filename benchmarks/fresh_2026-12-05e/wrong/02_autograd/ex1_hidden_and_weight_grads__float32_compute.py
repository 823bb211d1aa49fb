# Mistake: "of `x`'s dtype" — the forward pass casts everything to float32 (to match a GPU's speed), so float64 inputs give float32 gradients (grad_h) computed with float32 rounding.
def hidden_and_weight_grads(x, y, w1, w2):
    w1_32 = w1.float()
    h = torch.relu(x.float() @ w1_32)
    loss = ((h @ w2.float() - y.float()) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, (h, w1))
    return grad_h, grad_w1
