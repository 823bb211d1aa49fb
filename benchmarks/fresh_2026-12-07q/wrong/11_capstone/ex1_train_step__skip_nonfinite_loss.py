# Mistake: "the skipped step: a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale" - this returns early when the loss is not finite, before scaler.step/scaler.update, so the weights stay but the scale is never lowered.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    if not torch.isfinite(loss):
        return loss.detach(), float("inf")
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
