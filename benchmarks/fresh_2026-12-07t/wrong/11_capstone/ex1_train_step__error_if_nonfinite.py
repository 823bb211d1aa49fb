# Mistake: "a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale" (step 6: `scaler.step` skips it): clip_grad_norm_(..., error_if_nonfinite=True) raises RuntimeError on that step instead of letting the scaler skip it and lower its scale.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm, error_if_nonfinite=True)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
