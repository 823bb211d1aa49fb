# Mistake: "scaler.step(optimizer): skips the step when a gradient is infinite or NaN, else calls optimizer.step()" — calls optimizer.step() directly, so a step with an infinite loss writes NaN/inf into the weights instead of being skipped
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    enabled = amp_dtype is not None
    with torch.autocast(device_type=device_type, dtype=amp_dtype if enabled else torch.bfloat16, enabled=enabled):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    optimizer.step()
    scaler.update()
    return loss.detach(), grad_norm
