# Mistake: "scaler.unscale_(optimizer): divide the gradients back, **before** anything that reads their size" (the classic mistake: clipping before unscale_) — clips the scaled gradients and returns their scaled norm
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    enabled = amp_dtype is not None
    with torch.autocast(device_type=device_type, dtype=amp_dtype if enabled else torch.bfloat16, enabled=enabled):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.unscale_(optimizer)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
