# Mistake: "the result: the tuple `(grad_h, grad_w1)` of tensors that do not require grad": create_graph=True (kept "in case a caller wants higher-order gradients") returns gradients that require grad and carry a graph, on every input.
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    loss = F.mse_loss(h @ w2, y)
    grad_h, grad_w1 = torch.autograd.grad(loss, [h, w1], create_graph=True)
    return grad_h, grad_w1
