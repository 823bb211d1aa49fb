# Right: computes the norm with torch.nn.utils.get_total_norm over the existing gradients and clips with clip_grads_with_norm_ (the two halves of clip_grad_norm_), parameters taken from the optimizer's groups.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(iter(model.parameters())).device.type
    with torch.amp.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"] if p.grad is not None]
    total = torch.nn.utils.get_total_norm([p.grad for p in params])
    torch.nn.utils.clip_grads_with_norm_(params, max_norm, total)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), total
