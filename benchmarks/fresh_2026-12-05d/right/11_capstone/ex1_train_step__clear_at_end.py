# Right: clears the gradients at the end of the step (allowed by the prompt) rather than the start, uses a nullcontext instead of a disabled autocast when amp_dtype is None, clips only the parameters that have a gradient (the same total norm), and returns the norm before clipping
import contextlib


def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    context = (torch.autocast(device_type=device_type, dtype=amp_dtype) if amp_dtype is not None
               else contextlib.nullcontext())
    with context:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    with_grads = [p for p in model.parameters() if p.grad is not None]
    grad_norm = torch.nn.utils.clip_grad_norm_(with_grads, max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach(), grad_norm
