# Right: device type read from the first parameter, steps 2-7 in order, gradients cleared with set_to_none=True at the end of the step (allowed by the prompt), norm returned by clip_grad_norm_ after unscale_.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(iter(model.parameters())).device.type
    with torch.amp.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), grad_norm
