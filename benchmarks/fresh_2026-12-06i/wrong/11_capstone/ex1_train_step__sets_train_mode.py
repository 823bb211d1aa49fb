# Mistake: "a Sequential with BatchNorm (running statistics) and a Dropout the caller put in eval mode" and "the batch, every submodule's mode and global state ... are left as found" — the step starts with model.train() ("a training step trains"), which switches the Dropout the caller put in eval mode back on (and BatchNorm to batch statistics) and leaves it so.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    model.train()
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
