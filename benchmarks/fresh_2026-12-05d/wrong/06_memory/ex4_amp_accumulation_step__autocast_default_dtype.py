# Mistake: "forward and loss under `torch.amp.autocast(device_type, dtype=dtype)`" — autocast is entered without dtype, which on the CPU means bfloat16: with dtype=torch.float16 the forward runs in the wrong precision (different rounding and no float16 overflow for the scaler to catch).
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.autocast(device_type):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
