# Right: clears with set_to_none=True via model.zero_grad(), accumulates the divided losses as a detached float32 tensor (their sum is the mean) and reads it once at the end; autocast through torch.autocast.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    running = torch.zeros((), dtype=torch.float32)
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            out = model(x)
            part = F.cross_entropy(out, y) / k
        running += part.detach().float()
        scaler.scale(part).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(running)
