# Mistake: "the skipped step: a step whose loss is infinite leaves the weights unchanged and lowers the scaler's scale": an infinite loss returns early, before scaler.update(), so the scale is never lowered (and the next float16 step overflows again).
import math

def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    optimizer.zero_grad(set_to_none=True)
    device_type = next(model.parameters()).device.type
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    if not torch.isfinite(loss):                       # nothing to learn from this batch: skip it
        return loss.detach(), math.inf
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
