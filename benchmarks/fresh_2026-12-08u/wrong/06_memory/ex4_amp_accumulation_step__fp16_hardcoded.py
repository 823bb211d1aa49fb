# Mistake: "forward and loss under torch.amp.autocast(device_type, dtype=dtype)" with "dtype may be torch.float16 or torch.bfloat16": it hard-codes float16 in autocast (the demo's default), so a call with dtype=torch.bfloat16 still runs the forward passes in float16.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
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
