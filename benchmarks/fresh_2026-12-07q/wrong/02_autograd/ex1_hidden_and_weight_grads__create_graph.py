# Mistake: "the result: the tuple (grad_h, grad_w1) of tensors that do not require grad": torch.autograd.grad is called with create_graph=True, so both returned gradients require grad (and carry a graph).
def hidden_and_weight_grads(x, y, w1, w2):
    h = torch.relu(x @ w1)
    loss = ((h @ w2 - y) ** 2).mean()
    return torch.autograd.grad(loss, (h, w1), create_graph=True)
