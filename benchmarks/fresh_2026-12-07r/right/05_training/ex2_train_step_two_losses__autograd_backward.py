# Right: one torch.autograd.backward over both losses at once (gradients summed), clearing with set_to_none=False.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=False)
    h = shared(x).clamp_min(0)
    losses = [F.cross_entropy(head_a(h), y_class), F.mse_loss(head_b(h), y_reg)]
    torch.autograd.backward(losses)
    value = sum(l.detach() for l in losses).item()
    optimizer.step()
    return value
