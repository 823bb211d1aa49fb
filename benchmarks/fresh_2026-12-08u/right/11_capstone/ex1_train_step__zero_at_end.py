# Right: clears the gradients at the end (after scaler.step/update, as the prompt allows), uses contextlib.nullcontext instead of a disabled autocast when amp_dtype is None, and returns the norm as a Python float.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    if amp_dtype is None:
        ctx = contextlib.nullcontext()
    else:
        ctx = torch.autocast(device_type=params[0].device.type, dtype=amp_dtype)
    with ctx:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = float(torch.nn.utils.clip_grad_norm_(params, max_norm=max_norm))
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), grad_norm
