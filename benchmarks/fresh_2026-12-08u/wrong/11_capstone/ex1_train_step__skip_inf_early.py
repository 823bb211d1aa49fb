# Mistake: "the skipped step: a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale" (steps 6-7) — it returns early on a non-finite loss before backward/scaler.update(), so the weights are unchanged but the scaler's scale is never lowered.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    if not torch.isfinite(loss):          # nothing to learn from an infinite loss
        return loss.detach(), float("inf")
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
