# Mistake: "`h = relu(x @ w1)`" (with zeros among `w1`'s values, so x @ w1 can be exactly 0) -- writes the ReLU as z * (z >= 0), whose gradient is 1 where z is exactly 0 (relu's is 0): with a zero column in w1, grad_w1 gets a gradient in that column that the reference's does not have.
def hidden_and_weight_grads(x, y, w1, w2):
    z = x @ w1
    h = z * (z >= 0).to(z.dtype)                 # keep the non-negative part
    h.retain_grad()
    loss = ((h @ w2 - y) ** 2).mean()
    loss.backward()
    return h.grad.detach(), w1.grad.detach().clone()
