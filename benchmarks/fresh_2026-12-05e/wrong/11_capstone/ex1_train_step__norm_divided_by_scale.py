# Mistake: "`grad_norm` is the total gradient norm **before** clipping, in true (unscaled) units" — divides the norm by the scale again although unscale_ already did, so with a scale of 4096 the reported norm is 4096 times too small
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scale = scaler.get_scale()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm / scale
