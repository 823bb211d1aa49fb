# Mistake: "a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale": a non-finite loss returns at once ("skip the bad batch") without the scaled backward, scaler.step and scaler.update, so the weights stay but the scaler's scale is not lowered.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    if not torch.isfinite(loss):                         # skip the bad batch
        return loss.detach(), float("inf")
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
