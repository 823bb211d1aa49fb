# Mistake: "what stays as found: ... every submodule's mode" — the step starts with model.train() (the training-loop habit), so a Sequential whose Dropout the caller put in eval mode has that Dropout switched back to training (it then drops activations in the step and stays in training mode afterwards).
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
