# Mistake: "`scaler`: ... an initial scale of 1, 256 or 65536" — clipping with error_if_nonfinite=True raises a RuntimeError when float16 gradients overflowed (likely at a scale of 65536), although skipping that step and lowering the scale is exactly the scaler's job in scaler.step/update.
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
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm, error_if_nonfinite=True)
    scaler.step(optimizer)
    scaler.update()
    return total
