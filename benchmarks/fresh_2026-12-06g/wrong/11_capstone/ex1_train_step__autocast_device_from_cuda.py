# Mistake: "run it under autocast on the device type of the model's parameters (with `enabled=amp_dtype is not None`)" — picks the autocast device type from what the machine has ("cuda" whenever a GPU is present): on a GPU machine the CPU model of the tests runs with CUDA autocast, which does not touch CPU operations, so the forward pass runs in float32 instead of amp_dtype
def train_step(model, loss_fn, batch, optimizer, scaler, amp_dtype, max_norm):
    device_type = "cuda" if torch.cuda.is_available() else "cpu"
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type=device_type, dtype=amp_dtype, enabled=amp_dtype is not None):
        loss = loss_fn(model, batch)
    scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    grad_norm = nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return loss.detach(), grad_norm
