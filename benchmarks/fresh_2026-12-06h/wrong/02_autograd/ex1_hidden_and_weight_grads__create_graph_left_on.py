# Mistake: "the result: the tuple (grad_h, grad_w1) of tensors that do not require grad" — it asks torch.autograd.grad with create_graph=True ("so the gradients can be inspected further"), so both returned gradients carry a graph and require grad.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, (h, w1), create_graph=True)
    return grad_h, grad_w1
