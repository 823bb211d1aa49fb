# Diagnosis: no-update
# Pitfall: zero_grad placed after clipping wipes the gradients the optimizer was about to use.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    optimizer.zero_grad(set_to_none=True)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
