# Right: clears gradients at the end (set_to_none=True, which the prompt allows), computes the pre-clip norm by hand in float64 from the unscaled gradients (inf/nan when they are not finite) and clips with clip_grad_norm_ on the same gradients; the device type is read from the first parameter
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    device_type = params[0].device.type
    with torch.amp.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in params if p.grad is not None]
    if grads:
        grad_norm = torch.stack([g.detach().double().pow(2).sum() for g in grads]).sum().sqrt()
    else:
        grad_norm = torch.tensor(0.0, dtype=torch.float64)
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), float(grad_norm)
