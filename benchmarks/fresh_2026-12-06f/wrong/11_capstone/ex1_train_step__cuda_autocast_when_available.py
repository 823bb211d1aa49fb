# Mistake: "run it under autocast on the device type of the model's parameters" — the device type is chosen as "cuda" whenever a GPU exists; on a GPU machine the CPU model's loss_fn then runs outside any CPU autocast, in float32 instead of amp_dtype
import torch


def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = "cuda" if torch.cuda.is_available() else "cpu"
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
