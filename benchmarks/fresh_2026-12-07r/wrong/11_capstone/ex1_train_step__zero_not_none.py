# Mistake: step 1 "clear the old gradients (`zero_grad(set_to_none=True)`: a parameter that gets no gradient in this step then keeps `.grad = None` ...)" / "a parameter that gets no gradient in a step ... does not move" -- zeroes the gradients in place (set_to_none=False), so an unused head with SGD momentum and weight decay still moves on the second call.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=False)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
