# Right: clears the gradients at the end of the step instead of the start (the prompt allows either: the model arrives with only what the previous call left), takes autocast's device type from the model's first parameter, and returns clip_grad_norm_'s pre-clipping norm of the unscaled gradients as the 0-d tensor it returns
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    device_type = params[0].device.type
    with torch.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), grad_norm
