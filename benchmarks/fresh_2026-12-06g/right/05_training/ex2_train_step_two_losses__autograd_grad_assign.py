# Right: computes both losses' gradients with one torch.autograd.grad over the trainable parameters only and assigns them to .grad (exactly what backward() after clearing would leave; frozen weights keep no .grad), then one step()
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    params = [p for part in (shared, head_a, head_b) for p in part.parameters() if p.requires_grad]
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    total = loss_a + loss_b
    grads = torch.autograd.grad(total, params, allow_unused=True)
    for p in (p for part in (shared, head_a, head_b) for p in part.parameters()):
        p.grad = None
    for p, g in zip(params, grads):
        p.grad = g if g is not None else None
    optimizer.step()
    return float(total.detach())
