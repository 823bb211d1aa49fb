# Diagnosis: loss-not-divided
# Pitfall: the micro-batch losses are not divided by k: the accumulated gradient is k times too large.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss).backward()
        total += loss.item() / len(micro_batches)
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
