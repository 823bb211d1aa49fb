# Right: clears each part's gradients with Module.zero_grad(set_to_none=True) and calls backward() twice (retain_graph=True on the first), letting the gradients add up in .grad.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.zero_grad(set_to_none=True)
    h = F.relu(shared(x))
    loss_class = F.cross_entropy(head_a(h), y_class)
    loss_reg = F.mse_loss(head_b(h), y_reg)
    loss_class.backward(retain_graph=True)
    loss_reg.backward()
    optimizer.step()
    return (loss_class.detach() + loss_reg.detach()).item()
