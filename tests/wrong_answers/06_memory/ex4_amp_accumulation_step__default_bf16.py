# Diagnosis: signature
# Pitfall: the signature "amp_accumulation_step(..., device_type="cpu", dtype=torch.float16)" - the default dtype is bfloat16 (the CPU's usual autocast type), so a caller relying on the default gets bf16 forwards instead of float16. (batch m, 2026-12-07)
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.bfloat16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
