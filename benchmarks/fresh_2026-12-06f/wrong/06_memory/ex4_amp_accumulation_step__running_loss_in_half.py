# Mistake: "return the full-batch mean loss as a Python float" with "the returned loss (within float32 rounding)" — keeps the running loss in a tensor of the autocast dtype (float16/bfloat16 "to match AMP"); each float32 loss added in place is rounded to 8 or 11 bits of mantissa, far beyond float32 rounding.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    running = torch.zeros((), dtype=dtype)
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        running += loss.detach()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return running.item()
