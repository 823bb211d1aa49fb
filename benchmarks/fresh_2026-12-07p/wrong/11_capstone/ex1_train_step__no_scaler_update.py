# Mistake: "then follow steps 1 to 7 above" (7: `scaler.update()`) and "the tests call `train_step` 1 to 3 times in a row on the same objects": scaler.update() is never called, so the second call on the same enabled scaler fails (unscale_ already called since the last update), and the scale is never lowered after an infinite step nor raised after growth_interval steps.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    return loss.detach(), grad_norm
