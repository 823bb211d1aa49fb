# Right: zero_grad(set_to_none=True) on the model (same parameters as the optimizer's), autocast context built only when a dtype is given (contextlib.nullcontext otherwise, which is what enabled=False amounts to), grad_norm returned as a Python float (a number is allowed)
import contextlib

def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    model.zero_grad(set_to_none=True)
    device_type = next(iter(model.parameters())).device.type
    ctx = torch.autocast(device_type=device_type, dtype=amp_dtype) if amp_dtype is not None else contextlib.nullcontext()
    with ctx:
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), float(norm)
