# Mistake: "Return `(loss.detach(), grad_norm)`, where ... `loss` a detached one-element tensor holding this step's forward loss" — reuses the name for the scaled loss and recovers the loss at the end by dividing by scaler.get_scale(), read after scaler.update(): right while the scale stays put (growth_interval 2000), but with growth_interval=1 the scale has doubled by then (and halved after an infinite step), so the reported loss is half (or twice) the true one
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type=next(model.parameters()).device.type, dtype=amp_dtype,
                        enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    loss = scaler.scale(loss)
    loss.backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return (loss / scaler.get_scale()).detach(), grad_norm
