# Right: chooses the context with contextlib.nullcontext when amp_dtype is None instead of torch.autocast(enabled=False), and clips only the parameters that hold a gradient.
import contextlib as _contextlib

def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    params = list(model.parameters())
    if amp_dtype is None:
        ctx = _contextlib.nullcontext()
    else:
        ctx = torch.autocast(device_type=params[0].device.type, dtype=amp_dtype)
    with ctx:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_([p for p in params if p.grad is not None], max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
