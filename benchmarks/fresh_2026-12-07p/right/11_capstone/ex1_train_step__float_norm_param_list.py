# Right: collects the parameters once into a list, clears with model.zero_grad(set_to_none=True) instead of the optimizer's, and returns the norm as a Python float instead of clip_grad_norm_'s tensor.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    model.zero_grad(set_to_none=True)
    with torch.autocast(params[0].device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    norm = nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), float(norm)
