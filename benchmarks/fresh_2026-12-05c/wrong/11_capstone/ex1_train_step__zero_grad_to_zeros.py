# Mistake: "zero_grad(set_to_none=True): a parameter that gets no gradient in this step then keeps .grad = None ...; a tensor of zeros would still get momentum and weight decay" — zeroes in place (set_to_none=False), so an unused head still moves under momentum and weight decay
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=False)
    device_type = next(model.parameters()).device.type
    enabled = amp_dtype is not None
    with torch.autocast(device_type=device_type, dtype=amp_dtype if enabled else torch.bfloat16, enabled=enabled):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
