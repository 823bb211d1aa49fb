# Mistake: "grad_h ... the gradient of the loss with respect to the hidden activation h (same shape as h)" for N in {1, ...} and K in {0, 1, ...}: h is squeezed to tidy the shapes, so for one example (x of shape (1, D)) grad_h comes back as (K,) instead of (1, K), and for K = 1 with N > 1 the product h @ w2 raises.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1).squeeze()
    pred = h @ w2
    loss = ((pred.reshape(y.shape) - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1])
    return grad_h, grad_w1
