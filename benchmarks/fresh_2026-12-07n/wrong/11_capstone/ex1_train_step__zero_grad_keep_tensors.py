# Mistake: "a parameter that gets no gradient in a step (a head unused by that step's loss, with SGD momentum and weight decay) does not move" — clears with zero_grad(set_to_none=False), so from the second call on the unused head holds a gradient of zeros and SGD's weight decay and momentum still move it.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=False)
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
