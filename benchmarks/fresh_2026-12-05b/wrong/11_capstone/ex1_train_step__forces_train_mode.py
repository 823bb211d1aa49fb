# Mistake: "the batch, every submodule's mode and global state ... are left as found" -- calls model.train() at the start of the step, switching frozen/eval submodules into training mode.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    model.train()
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    total = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), total
