# Mistake: "clear the old gradients (`zero_grad(set_to_none=True)`: a parameter that gets no gradient in this step then keeps `.grad = None`...)" — zero_grad(set_to_none=False) leaves zero tensors, so the unused head still gets SGD momentum and weight decay and moves
import torch


def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = next(model.parameters()).device.type
    optimizer.zero_grad(set_to_none=False)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
