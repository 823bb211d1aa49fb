# Mistake: "the returned loss (within float32 rounding)": the running loss is kept in the autocast dtype, so with dtype=torch.bfloat16 (about 3 significant digits) the returned mean is off by up to ~1e-2, far beyond float32 rounding.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    running = torch.zeros((), dtype=dtype)
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        running = running + loss.detach().to(dtype)
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(running)
