# Approach: the total norm and the clipping written by hand after unscale_; the norm as a float.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad()
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type=device_type, dtype=amp_dtype or torch.float32,
                        enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    total = torch.sqrt(sum((g.float() ** 2).sum() for g in grads))
    factor = torch.clamp(max_norm / total, max=1.0)
    for g in grads:
        g.mul_(factor)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), total.item()
