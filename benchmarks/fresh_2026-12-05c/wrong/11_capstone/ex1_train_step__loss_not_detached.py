# Mistake: "Return (loss.detach(), grad_norm)" — returns the loss tensor with its graph attached
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    enabled = amp_dtype is not None
    with torch.autocast(device_type=device_type, dtype=amp_dtype if enabled else torch.bfloat16, enabled=enabled):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss, grad_norm
