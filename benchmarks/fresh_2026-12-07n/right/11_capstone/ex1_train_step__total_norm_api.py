# Right: clears each parameter's .grad by hand, and splits clipping into torch.nn.utils.get_total_norm + clip_grads_with_norm_ (the two halves of clip_grad_norm_), after unscale_.
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = [p for p in model.parameters()]
    for p in params:
        p.grad = None
    with torch.autocast(params[0].device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in params if p.grad is not None]
    norm = torch.nn.utils.get_total_norm(grads)
    torch.nn.utils.clip_grads_with_norm_(params, max_norm, norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), norm
