# Right: steps 1 to 7 in order, clipping the optimizer's own parameters (the prompt says it holds all the model's parameters), with the device type read from the first parameter and autocast disabled through enabled= when amp_dtype is None; norm returned as a float
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = [p for group in optimizer.param_groups for p in group["params"]]
    device_type = params[0].device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    total = nn.utils.clip_grad_norm_(params, max_norm=max_norm, norm_type=2.0)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), float(total)
