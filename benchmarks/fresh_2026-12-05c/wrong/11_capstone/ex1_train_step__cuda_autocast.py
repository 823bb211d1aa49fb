# Mistake: "run it under autocast on the device type of the model's parameters" — hard-codes device_type="cuda", so on a CPU model the forward runs in float32 instead of amp_dtype (and autocast warns)
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = "cuda"
    enabled = amp_dtype is not None
    with torch.autocast(device_type=device_type, dtype=amp_dtype if enabled else torch.bfloat16, enabled=enabled):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
