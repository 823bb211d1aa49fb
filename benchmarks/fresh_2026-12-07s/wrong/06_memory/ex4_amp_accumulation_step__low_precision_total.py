# Mistake: "return the full-batch mean loss as a Python float" compared "within float32 rounding" — accumulates the loss in a tensor of the autocast dtype (float16/bfloat16), so the returned mean is rounded to 8 or 11 bits (off by ~1e-3 relative, more with bfloat16).
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = torch.zeros((), dtype=dtype)
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.detach().to(dtype)
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total.item()
