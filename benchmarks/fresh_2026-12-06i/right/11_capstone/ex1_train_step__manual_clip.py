# Right: clipping written by hand after unscale_: the total norm is the vector norm of the per-gradient norms (in float32), and every gradient is multiplied in place by min(1, max_norm / (norm + 1e-6)), the same coefficient clip_grad_norm_ uses; gradients are cleared at the end of the step instead of the start.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = [p for p in model.parameters()]
    device_type = params[0].device.type
    with torch.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in params if p.grad is not None]
    if grads:
        norms = torch.stack([torch.linalg.vector_norm(g.detach(), 2.0).float() for g in grads])
        total = torch.linalg.vector_norm(norms, 2.0)
        coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
        with torch.no_grad():
            for g in grads:
                g.mul_(coef.to(g.dtype))
    else:
        total = torch.zeros(())
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), total
