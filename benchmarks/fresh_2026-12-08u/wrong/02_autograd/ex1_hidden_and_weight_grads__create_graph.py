# Mistake: "the result: the tuple `(grad_h, grad_w1)` of tensors that do not require grad": with create_graph=True (kept "in case the caller wants second derivatives") both returned gradients still require grad and carry a grad_fn, on every input.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    loss = ((h @ w2 - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1], create_graph=True)
    return grad_h, grad_w1
