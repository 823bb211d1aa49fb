# Mistake: "scaler.update(): lowers the scale after a skipped step" - skips both scaler.step and scaler.update when the norm is not finite, so after an infinite loss the scaler's scale is never lowered.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    if torch.isfinite(grad_norm):
        scaler.step(optimizer)
        scaler.update()
    return loss.detach(), grad_norm
