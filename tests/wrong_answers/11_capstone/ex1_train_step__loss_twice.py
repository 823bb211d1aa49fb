# Diagnosis: forward-twice
# Pitfall: runs loss_fn a second time under no_grad "to check" the loss: BatchNorm's running statistics move twice per step.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    with torch.no_grad():
        if not torch.isfinite(loss_fn(model, batch)):
            print("warning: the loss is not finite")
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
