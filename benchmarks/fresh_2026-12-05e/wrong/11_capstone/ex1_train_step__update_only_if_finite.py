# Mistake: "`scaler.update()`: lowers the scale after a skipped step" / "a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale" — skips both scaler.step and scaler.update when the norm is not finite, so the scale is never lowered (and the unscale_ bookkeeping is left for the next step)
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    if torch.isfinite(grad_norm):
        scaler.step(optimizer)
        scaler.update()
    return loss.detach(), grad_norm
