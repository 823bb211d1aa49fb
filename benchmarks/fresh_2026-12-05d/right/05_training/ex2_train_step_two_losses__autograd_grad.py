# Right: computes the gradients with torch.autograd.grad over the parameters that require grad and assigns them to .grad (replacing, not adding to, whatever was left there; a frozen weight never gets one), then one optimizer.step().
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    trainable = [p for part in (shared, head_a, head_b) for p in part.parameters() if p.requires_grad]
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    grads = torch.autograd.grad(loss, trainable, allow_unused=True)
    for p in [p for group in optimizer.param_groups for p in group["params"]]:
        p.grad = None
    for p, g in zip(trainable, grads):
        p.grad = torch.zeros_like(p) if g is None else g
    optimizer.step()
    return loss.item()
