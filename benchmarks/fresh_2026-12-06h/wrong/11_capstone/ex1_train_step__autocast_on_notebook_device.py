# Mistake: "run it under autocast on the device type of the model's parameters" — it takes the device type from the notebook's global `device` (run.device), so on a GPU machine a model on the CPU runs under a CUDA autocast that does not touch its CPU ops: loss_fn computes in float32 instead of amp_dtype.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type=device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
