# Right: F.relu and F.mse_loss with h.retain_grad() and one backward(inputs=[h, w1]), returning detached clones of the two .grad.
def hidden_and_weight_grads(x, y, w1, w2):
    h = F.relu(x @ w1)
    h.retain_grad()
    loss = F.mse_loss(h @ w2, y)
    loss.backward(inputs=[h, w1])
    return h.grad.detach().clone(), w1.grad.detach().clone()
