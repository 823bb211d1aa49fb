# Mistake: "after the last micro-batch: unscale, clip ..., step and update the scaler" for dtype float16 or bfloat16: with bfloat16 the scaler is bypassed ("bf16 needs no scaler"), so the scaler's state (scale, growth tracker) is not updated as the reference's is, e.g. with growth_interval=1.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    use_scaler = dtype is torch.float16
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        (scaler.scale(loss) if use_scaler else loss).backward()
        total += loss.item()
    if use_scaler:
        scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    if use_scaler:
        scaler.step(optimizer)
        scaler.update()
    else:
        optimizer.step()
    return total
