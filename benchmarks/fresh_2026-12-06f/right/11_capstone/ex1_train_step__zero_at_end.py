# Right: steps 2-7 in order (autocast on the parameters' device type, scale/backward, unscale_ before the norm), with the gradients cleared at the end instead (set_to_none=True after scaler.step, which the prompt allows: the next call starts from None); only parameters that have a gradient are clipped, so the norm is the same total norm in true units
import torch


def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(iter(model.parameters())).device.type
    enabled = amp_dtype is not None
    with torch.autocast(device_type=device_type, dtype=amp_dtype if enabled else torch.float32, enabled=enabled):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    with_grad = [p for p in model.parameters() if p.grad is not None]
    grad_norm = torch.nn.utils.clip_grad_norm_(with_grad, max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), grad_norm
