# Right: losses kept as detached tensors and read back once; torch.autocast alias; nn.utils.clip_grad_norm_ (the same torch.nn.utils module attribute); scaler order scale*k, unscale_, clip, step, update.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    running = None
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y) / k
        scaler.scale(loss).backward()
        running = loss.detach().float() if running is None else running + loss.detach().float()
    scaler.unscale_(optimizer)
    nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(running.item())
