# Right: splits clipping into the newer public pieces, nn.utils.get_total_norm on the unscaled gradients and nn.utils.clip_grads_with_norm_ with that norm, and sets the gradients to None through the parameters rather than the optimizer.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    for p in model.parameters():
        p.grad = None
    device_type = next(iter(model.parameters())).device.type
    with torch.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    total_norm = nn.utils.get_total_norm(grads, norm_type=2.0)
    nn.utils.clip_grads_with_norm_(model.parameters(), max_norm, total_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), total_norm
