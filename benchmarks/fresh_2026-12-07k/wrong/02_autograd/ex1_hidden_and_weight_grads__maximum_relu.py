# Mistake: "`h = relu(x @ w1)`" (with zeros among `w1`'s values, so x @ w1 can be exactly 0) -- writes the ReLU as torch.maximum(z, 0), whose backward splits the gradient in half at a tie: with a zero column in w1, half the gradient reaches that column of grad_w1, where the reference's relu sends none.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = torch.maximum(z, torch.zeros_like(z))
    loss = (h @ w2 - y).pow(2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
