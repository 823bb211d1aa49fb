# Mistake: "scaler: torch.amp.GradScaler("cpu", ...) with an initial scale of 1, 256 or 65536" — clipping with error_if_nonfinite=True raises when a float16 backward at scale 65536 overflows, instead of letting scaler.step skip the step and scaler.update lower the scale.
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
