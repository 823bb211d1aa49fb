# Mistake: steps 6-7 ("`scaler.step(optimizer)`: skips the step when a gradient is infinite or NaN ...; `scaler.update()`: lowers the scale after a skipped step") and "a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale" -- returns early on a non-finite loss (a host sync), so the scaler's scale is never lowered.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    if not torch.isfinite(loss):
        return loss.detach(), float("nan")
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
