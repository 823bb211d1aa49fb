# Mistake: "return the full-batch mean loss as a Python float" — sums the values of the scaled losses (what was back-propagated); right when the scale is 1 or the scaler is disabled, 256 or 65536 times too large otherwise.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaled = scaler.scale(loss)
        scaled.backward()
        total += scaled.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
