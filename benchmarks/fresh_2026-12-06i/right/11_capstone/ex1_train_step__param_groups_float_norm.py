# Right: takes the parameters from the optimizer's param_groups (the same set here), uses torch.amp.autocast with the device type of those parameters, and returns the norm as a Python float (float(...) of clip_grad_norm_'s result, inf or nan included).
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = [p for group in optimizer.param_groups for p in group["params"]]
    device_type = params[0].device.type if params else next(model.parameters()).device.type
    for p in params:
        p.grad = None
    with torch.amp.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = float(torch.nn.utils.clip_grad_norm_(params, max_norm))
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
