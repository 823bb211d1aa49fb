# Right: clears every optimizer parameter's .grad to None by hand, builds the autocast context explicitly (enabled only when amp_dtype is given), clips the model's parameters after unscale_, returns the pre-clip norm.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    device_type = next(model.parameters()).device.type
    if amp_dtype is None:
        ctx = torch.autocast(device_type=device_type, enabled=False)
    else:
        ctx = torch.autocast(device_type=device_type, dtype=amp_dtype, enabled=True)
    with ctx:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    norm = torch.nn.utils.clip_grad_norm_(list(model.parameters()), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), norm
