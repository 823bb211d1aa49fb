# Mistake: "run it under autocast on the device type of the model's parameters" and "work from the arguments you are given, never from run.device" — autocast uses the notebook's `device` global, so in a notebook on a GPU the CPU model's forward runs under CUDA autocast, which does not apply to CPU ops: float32 instead of amp_dtype.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
