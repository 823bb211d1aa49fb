# Mistake: "forward and loss under `torch.amp.autocast(device_type, dtype=dtype)`": it enables autocast only when the scaler is enabled, so with a disabled GradScaler (enabled=False) the forward runs in plain float32 instead of dtype.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    amp_on = scaler.is_enabled()                    # AMP off when the caller turned the scaler off
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype, enabled=amp_on):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
