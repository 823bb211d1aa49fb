# Right: splits clipping in two, torch.nn.utils.get_total_norm on the unscaled gradients and then clip_grads_with_norm_, after unscale_, and uses torch.amp.autocast; the order of steps 1 to 7 is the same.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    optimizer.zero_grad(set_to_none=True)
    with torch.amp.autocast(params[0].device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in params if p.grad is not None]
    norm = torch.nn.utils.get_total_norm(grads, norm_type=2.0)
    torch.nn.utils.clip_grads_with_norm_(params, max_norm, norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), norm
