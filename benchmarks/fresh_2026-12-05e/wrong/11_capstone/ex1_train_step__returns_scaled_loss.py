# Mistake: "Return `(loss.detach(), grad_norm)`" / "`loss` a detached one-element tensor holding this step's forward loss" — returns the scaled loss (loss times the scaler's scale, e.g. 4096), the value that was backpropagated, not the forward loss
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaled = scaler.scale(loss)
    scaled.backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return scaled.detach(), grad_norm
