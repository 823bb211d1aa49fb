# Mistake: "run it under autocast on the device type of the model's parameters (with `enabled=amp_dtype is not None`)" — passes dtype=amp_dtype but not enabled=..., and torch.autocast(dtype=None) means "the device's default autocast dtype" (bfloat16 on a CPU), so a step meant to run in float32 runs in bfloat16
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
