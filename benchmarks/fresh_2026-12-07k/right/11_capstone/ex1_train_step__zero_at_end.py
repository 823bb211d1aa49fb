# Right: clears the gradients at the end of the step (set_to_none=True after scaler.step/update, which the prompt allows), and uses torch.amp.autocast with the device type read from the first parameter.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    with torch.amp.autocast(params[0].device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    total_norm = torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), total_norm
