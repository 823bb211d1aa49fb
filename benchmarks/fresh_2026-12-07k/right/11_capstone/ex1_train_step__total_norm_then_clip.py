# Right: splits clipping into torch.nn.utils.get_total_norm (over the existing gradients) and clip_grads_with_norm_; model.zero_grad(set_to_none=True) clears first.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    model.zero_grad(set_to_none=True)
    device_type = next(iter(model.parameters())).device.type
    with torch.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    total = nn.utils.get_total_norm(grads)
    nn.utils.clip_grads_with_norm_([p for p in model.parameters() if p.grad is not None], max_norm, total)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), total
