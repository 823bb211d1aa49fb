# Mistake: "forward and loss under `torch.amp.autocast(device_type, dtype=dtype)`" (device_type="cpu" by default, the tests' model is on the CPU) — hard-codes autocast("cuda"), which does not touch CPU operations: the forward runs in float32, not under the asked CPU autocast
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast("cuda", dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
