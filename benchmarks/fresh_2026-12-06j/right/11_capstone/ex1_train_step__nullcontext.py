# Right: without an autocast dtype it uses contextlib.nullcontext() instead of a disabled autocast, and uses torch.amp.autocast with the device type of the first parameter.
import contextlib

def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    where = next(iter(model.parameters())).device.type
    context = contextlib.nullcontext() if amp_dtype is None else torch.amp.autocast(where, dtype=amp_dtype)
    with context:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), norm
