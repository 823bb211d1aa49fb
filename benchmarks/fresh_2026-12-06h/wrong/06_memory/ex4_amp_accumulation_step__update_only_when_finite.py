# Mistake: "after the last micro-batch: unscale, clip ..., step and update the scaler" — skips `scaler.step` and `scaler.update` when the clipped norm is not finite, so after an fp16 overflow (initial scale 65536) the scale is never halved and the growth tracker never reset: the scaler's state differs from the reference's.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        losses.append(loss.detach())
    scaler.unscale_(optimizer)
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    if torch.isfinite(norm):                       # an overflowed step is skipped entirely
        scaler.step(optimizer)
        scaler.update()
    return float(torch.stack(losses).sum())
