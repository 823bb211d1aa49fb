# Mistake: "clear the old gradients (zero_grad(set_to_none=True): a parameter that gets no gradient in this step then keeps .grad = None ...)" - clears with zero_grad(set_to_none=False), so from the second call on, a head unused by the loss keeps a zero gradient and SGD's momentum and weight decay still move it.
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
