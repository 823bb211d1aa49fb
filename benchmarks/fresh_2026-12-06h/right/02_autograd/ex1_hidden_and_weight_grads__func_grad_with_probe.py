# Right: functional — torch.func.grad of a loss written as a function of w1 and of a zero "probe" added to h; the gradient at the probe is the gradient at h, so both come from one functional backward without retain_grad, hooks or .grad on the caller's tensors.
def hidden_and_weight_grads(x, y, w1, w2):
    def loss_fn(weight1, probe):
        h = torch.relu(x @ weight1) + probe
        return ((h @ w2.detach() - y) ** 2).mean()
    w1_ = w1.detach()
    probe = torch.zeros(x.shape[0], w1.shape[1], dtype=x.dtype, device=x.device)
    grad_w1, grad_h = torch.func.grad(loss_fn, argnums=(0, 1))(w1_, probe)
    return grad_h.detach(), grad_w1.detach()
