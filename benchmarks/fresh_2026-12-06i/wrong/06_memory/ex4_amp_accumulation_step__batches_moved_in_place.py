# Mistake: "the other inputs come back unchanged (the same objects in the same places, ...)" — moves each micro-batch to the model's device and writes the new (x, y) tuples back into the caller's list, replacing its objects.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    device = next(model.parameters()).device
    for i, (x, y) in enumerate(micro_batches):
        micro_batches[i] = (x.to(device), y.to(device))
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
