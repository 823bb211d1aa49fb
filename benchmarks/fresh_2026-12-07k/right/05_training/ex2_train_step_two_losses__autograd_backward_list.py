# Right: clears through the optimizer, then back-propagates both losses in one torch.autograd.backward call on the list [loss_a, loss_b] (the graph is walked once, gradients summed)
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    h = F.relu(shared(x))
    losses = [F.cross_entropy(head_a(h), y_class), F.mse_loss(head_b(h), y_reg)]
    torch.autograd.backward(losses)
    optimizer.step()
    return float(sum(loss.detach() for loss in losses))
