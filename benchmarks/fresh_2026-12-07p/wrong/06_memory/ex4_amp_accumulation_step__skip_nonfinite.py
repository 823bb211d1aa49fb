# Mistake: "after the last micro-batch: unscale, clip ..., step and update the scaler": when the unscaled gradients overflow (fp16 with an initial scale of 65536) the function returns early without scaler.step/scaler.update, so the scale is never lowered and the scaler's state (scale, growth tracker) differs from the reference's.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    if not torch.isfinite(norm):
        optimizer.zero_grad()          # overflowed gradients: skip this update
        return total
    scaler.step(optimizer)
    scaler.update()
    return total
