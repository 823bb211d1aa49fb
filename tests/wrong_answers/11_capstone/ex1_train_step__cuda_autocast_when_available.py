# Diagnosis: autocast-device-guessed
# Pitfall (sixth fresh batch): the autocast device type is "cuda" whenever a GPU exists, so a CPU model runs outside any autocast there.
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
