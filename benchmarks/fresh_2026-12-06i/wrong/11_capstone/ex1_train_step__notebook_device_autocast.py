# Mistake: "run it under autocast on the device type of the model's parameters" and "the notebook's device changes nothing: use the arguments'" — autocast is opened on the notebook's global `device`; on a GPU notebook that is autocast("cuda"), which does not touch the CPU model the tests pass, so loss_fn runs in float32 instead of amp_dtype.
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
