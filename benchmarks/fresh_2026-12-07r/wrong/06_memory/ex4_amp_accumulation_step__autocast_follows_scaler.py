# Mistake: "for each micro-batch: forward and loss under torch.amp.autocast(device_type, dtype=dtype)" holds for every scaler: tying autocast to scaler.is_enabled() runs the forward in float32 when the caller passes a disabled GradScaler (enabled=False, the usual bfloat16 setup), so the loss and update differ from the reference's.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype, enabled=scaler.is_enabled()):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
