# Mistake: "what stays as found: the batch, every submodule's mode": the step calls model.train() first, so a Dropout the caller put in eval mode (the Sequential with BatchNorm) is switched to training and stays so.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    model.train()                                      # a training step runs in training mode
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
