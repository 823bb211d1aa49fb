# Mistake: "a parameter that gets no gradient in a step (a head unused by that step's loss ...)" and "a model whose first layer is frozen" — the norm and the clipping are written by hand over model.parameters(), reading p.grad of every parameter; a frozen layer or an unused head has .grad None and the step raises AttributeError.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    params = list(model.parameters())
    grad_norm = torch.stack([p.grad.detach().norm() for p in params]).norm()
    coef = torch.clamp(max_norm / (grad_norm + 1e-6), max=1.0)
    for p in params:
        p.grad.detach().mul_(coef)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
