# Right: splits clipping into nn.utils.get_total_norm and nn.utils.clip_grads_with_norm_ over the parameters that hold a gradient, and clears with model.zero_grad(set_to_none=True).
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    model.zero_grad(set_to_none=True)
    params = list(model.parameters())
    with torch.autocast(params[0].device.type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in params if p.grad is not None]
    total = nn.utils.get_total_norm(grads, norm_type=2.0)
    nn.utils.clip_grads_with_norm_([p for p in params if p.grad is not None], max_norm, total)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), total
