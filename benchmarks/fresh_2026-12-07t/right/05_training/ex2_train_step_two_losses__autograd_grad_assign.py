# Right: computes the gradients with torch.autograd.grad on the summed loss and writes them into .grad itself (replacing whatever was there, which is the clearing), then steps once; frozen parameters are left without a .grad.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    params = [p for part in (shared, head_a, head_b) for p in part.parameters() if p.requires_grad]
    h = shared(x).clamp(min=0)
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    grads = torch.autograd.grad(loss, params, allow_unused=True)
    for p, g in zip(params, grads):
        p.grad = None if g is None else g.detach()
    optimizer.step()
    return loss.item()
