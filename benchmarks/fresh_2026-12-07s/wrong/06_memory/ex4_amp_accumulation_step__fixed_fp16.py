# Mistake: "forward and loss under torch.amp.autocast(device_type, dtype=dtype)" / "dtype may be torch.float16 or torch.bfloat16" — hard-codes dtype=torch.float16 in autocast, so a call with dtype=torch.bfloat16 still runs in float16.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=torch.float16):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
