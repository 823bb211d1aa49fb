# Mistake: "a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale" (and "`grad_norm` ... any non-finite value, `inf` or `nan`, for a step whose gradients are not finite") — clip_grad_norm_ is called with error_if_nonfinite=True "to catch divergence", so an infinite loss raises RuntimeError instead of letting scaler.step skip the step and scaler.update lower the scale.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm, error_if_nonfinite=True)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
