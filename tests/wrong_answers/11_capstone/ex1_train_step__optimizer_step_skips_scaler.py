# Diagnosis: infinite-step-taken
# Pitfall: calling optimizer.step() directly after unscaling skips the scaler's inf/NaN check.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    optimizer.step()
    scaler.update()
    return loss.detach(), grad_norm
