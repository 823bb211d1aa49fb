# Right: steps 1 to 7 in order, autocast through torch.amp.autocast with the device type of the model's parameters, clipping only the parameters that hold a gradient (the same total norm; frozen and unused ones contribute nothing), and the pre-clipping norm returned as a Python float (inf or nan for a skipped step)
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(iter(model.parameters())).device.type
    with torch.amp.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    with_grads = [p for p in model.parameters() if p.grad is not None]
    norm = nn.utils.clip_grad_norm_(with_grads, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), float(norm)
