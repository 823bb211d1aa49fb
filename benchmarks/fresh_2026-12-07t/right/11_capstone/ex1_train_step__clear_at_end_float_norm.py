# Right: clears the gradients at the end (set_to_none after scaler.step), takes the device type from the first parameter found in optimizer.param_groups, uses torch.amp.autocast, and returns the norm as a Python float.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    first = next(p for group in optimizer.param_groups for p in group["params"])
    with torch.amp.autocast(device_type=first.device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)             # ready for the next call
    return loss.detach(), float(norm)
