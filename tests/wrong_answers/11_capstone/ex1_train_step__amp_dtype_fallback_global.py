# Diagnosis: domain-wrong-state
# Pitfall: "`amp_dtype`: `None`, `torch.bfloat16` or `torch.float16`" with "in float32 when `amp_dtype` is `None`" and "use the arguments'" — None is replaced by the notebook's AMP_DTYPE ("the device's default"), so on a GPU notebook with native bfloat16 a call that asks for float32 runs loss_fn under bfloat16 autocast.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    amp_dtype = amp_dtype if amp_dtype is not None else AMP_DTYPE   # fall back to the device's setting
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
