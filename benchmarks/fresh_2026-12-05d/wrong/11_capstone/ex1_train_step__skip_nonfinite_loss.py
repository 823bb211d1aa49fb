# Mistake: "a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale" — returns early on a non-finite loss without going through scaler.step/update, so the weights stay but the scaler's scale is never lowered (and the loss check reads the value on the host every step)
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    if not torch.isfinite(loss):
        return loss.detach(), float("inf")        # nothing to learn from this batch
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
