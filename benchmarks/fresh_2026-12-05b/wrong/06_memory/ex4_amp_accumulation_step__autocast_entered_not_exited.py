# Mistake: "they also check that ... the global state (autocast off again once you return ...) [is] as you found [it]" -- enters autocast once with __enter__() for the whole step and never exits it, so autocast stays on after the function returns.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    ctx = torch.amp.autocast(device_type, dtype=dtype)
    ctx.__enter__()
    total = 0.0
    for x, y in micro_batches:
        loss = F.cross_entropy(model(x), y)
        scaler.scale(loss / k).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total / k
