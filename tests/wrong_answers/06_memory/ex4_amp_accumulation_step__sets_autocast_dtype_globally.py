# Diagnosis: autocast-dtype-left
# Mistake: "the global state (autocast off again once you return ...) as you found it" — autocast is switched on with torch.set_autocast_enabled / set_autocast_dtype and only the enabled flag is put back: the device's autocast dtype stays changed, so a later plain torch.autocast("cpu") in the caller's program runs in this call's dtype
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    total = 0.0
    torch.set_autocast_dtype(device_type, dtype)
    for x, y in micro_batches:
        torch.set_autocast_enabled(device_type, True)
        loss = F.cross_entropy(model(x), y) / k
        torch.set_autocast_enabled(device_type, False)
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
