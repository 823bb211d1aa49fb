# Right: clears the gradients at the end of the step (after scaler.step and update) instead of the start, and clips only the parameters that hold a gradient.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    with torch.autocast(device_type=params[0].device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    total_norm = torch.nn.utils.clip_grad_norm_([p for p in params if p.grad is not None], max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), total_norm
