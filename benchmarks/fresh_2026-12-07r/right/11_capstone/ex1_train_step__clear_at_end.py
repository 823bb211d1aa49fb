# Right: clears gradients at the end (set_to_none after scaler.step), clips only the optimizer's parameters that hold a gradient, uses torch.amp.autocast.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(iter(model.parameters())).device.type
    with torch.amp.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    with_grad = [p for group in optimizer.param_groups for p in group["params"] if p.grad is not None]
    grad_norm = torch.nn.utils.clip_grad_norm_(with_grad, max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), grad_norm
