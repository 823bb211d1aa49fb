# Mistake: step 6 "`scaler.step(optimizer)`: skips the step when a gradient is infinite or NaN" / "a step whose loss is infinite leaves the weights unchanged" -- calls optimizer.step() directly after unscale_, so an infinite loss writes NaN/inf into the weights.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    optimizer.step()
    scaler.update()
    return loss.detach(), grad_norm
