# Right: clears the gradients at the end of the step (zero_grad(set_to_none=True) after scaler.step and update), as the prompt allows, and takes the autocast device type from the first parameter via torch.amp.autocast.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(iter(model.parameters())).device.type
    with torch.amp.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    total_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), total_norm
