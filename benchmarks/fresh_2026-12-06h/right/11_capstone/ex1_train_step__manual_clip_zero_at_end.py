# Right: clears the gradients at the end of the step instead of the start, and clips by hand: the total norm of the unscaled gradients (vector norm of the per-tensor norms, in float32) and one in-place multiply by min(1, max_norm / (norm + 1e-6)), as clip_grad_norm_ does.
import contextlib

def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    params = list(model.parameters())
    device_type = params[0].device.type
    amp = (torch.autocast(device_type, dtype=amp_dtype) if amp_dtype is not None
           else contextlib.nullcontext())
    with amp:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grads = [p.grad for p in params if p.grad is not None]
    if grads:
        total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g.detach(), 2.0) for g in grads]), 2.0)
        coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
        with torch.no_grad():
            for g in grads:
                g.mul_(coef.to(g.device, g.dtype))
    else:
        total = torch.zeros(())
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), total
