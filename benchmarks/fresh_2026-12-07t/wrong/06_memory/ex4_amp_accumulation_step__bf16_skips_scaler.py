# Mistake: "for each micro-batch: ... backward through `scaler.scale(...)`; after the last micro-batch: unscale, clip ..., step and update the scaler" (dtype may be bfloat16): with bfloat16 it bypasses the scaler ("bf16 needs no scaler"), so the scaler is never stepped or updated (its scale and growth tracker differ from the reference's).
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    use_scaler = dtype == torch.float16            # bf16 has float32's range: no loss scaling needed
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        if use_scaler:
            scaler.scale(loss).backward()
        else:
            loss.backward()
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
