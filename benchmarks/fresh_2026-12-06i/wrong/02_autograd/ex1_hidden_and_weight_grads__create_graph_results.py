# Mistake: "the result: the tuple `(grad_h, grad_w1)` of tensors that do not require grad" — torch.autograd.grad is called with create_graph=True (to "keep the gradients differentiable"), so both returned gradients require grad and carry a graph.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    pred = h @ w2
    loss = ((pred - y) ** 2).mean()
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1], create_graph=True)
    return grad_h, grad_w1
