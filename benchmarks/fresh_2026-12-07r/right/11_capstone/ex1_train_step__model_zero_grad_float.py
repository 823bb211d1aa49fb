# Right: clears with model.zero_grad() (set_to_none by default), no autocast context when amp_dtype is None, and returns the norm as a Python float.
import contextlib

def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    model.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    ctx = torch.autocast(device_type, dtype=amp_dtype) if amp_dtype is not None else contextlib.nullcontext()
    with ctx:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), float(norm)
