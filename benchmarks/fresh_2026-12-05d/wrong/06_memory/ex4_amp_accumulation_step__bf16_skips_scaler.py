# Mistake: "backward through `scaler.scale(...)` ... unscale, clip ..., step and update the scaler" (dtype may be float16 or bfloat16; the scaler's state is compared) — it bypasses the scaler for bfloat16 ("bf16 needs no loss scaling"), so the scaler's scale and growth tracker are never updated (with growth_interval=1 the reference's scale doubles) and the scaler calls are missing.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    use_scaler = dtype == torch.float16
    k = len(micro_batches)
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
