# Right: same seven steps, with the clipping split in two (get_total_norm of the unscaled gradients, then clip_grads_with_norm_ with that norm, which is what clip_grad_norm_ does); the gradients cleared at the end of the step with set_to_none=True (allowed), so the next call starts clean; torch.amp.autocast on the parameters' device type
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = [p for p in model.parameters()]
    device_type = params[0].device.type
    with torch.amp.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in params if p.grad is not None]
    total = torch.nn.utils.get_total_norm(grads, norm_type=2.0)
    torch.nn.utils.clip_grads_with_norm_(params, max_norm, total)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), total
