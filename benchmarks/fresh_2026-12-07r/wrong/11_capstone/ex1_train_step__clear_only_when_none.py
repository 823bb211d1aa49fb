# Mistake: "two calls in a row do not add the first call's gradients to the second" -- clears the gradients only when none is set yet (the first call), so the second call on the same objects accumulates the first call's gradients.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    params = [p for p in model.parameters() if p.requires_grad]
    if all(p.grad is None for p in params):
        optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
