# Right: clears gradients through model.zero_grad(set_to_none=True) and clips only the parameters that have a gradient, with the autocast arguments built as keyword arguments.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    model.zero_grad(set_to_none=True)
    optimizer.zero_grad(set_to_none=True)
    dev = next(iter(model.parameters())).device
    ctx = {"device_type": dev.type, "enabled": amp_dtype is not None}
    if amp_dtype is not None:
        ctx["dtype"] = amp_dtype
    with torch.autocast(**ctx):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    with_grad = [p for p in model.parameters() if p.grad is not None]
    norm = nn.utils.clip_grad_norm_(with_grad, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), norm
