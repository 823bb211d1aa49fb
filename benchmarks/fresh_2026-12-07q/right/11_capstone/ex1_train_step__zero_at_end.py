# Right: clears the gradients at the end of the step (zero_grad(set_to_none=True) after scaler.update) instead of at its start, clips the optimizer's own parameter list, and returns the norm as a Python float.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(iter(model.parameters())).device.type
    with torch.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    grad_norm = float(torch.nn.utils.clip_grad_norm_(params, max_norm))
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), grad_norm
