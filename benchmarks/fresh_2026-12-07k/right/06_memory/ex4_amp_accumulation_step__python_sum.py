# Right: accumulates the divided losses as Python floats (read after each backward) instead of tensors, and clears the gradients with model.zero_grad() rather than the optimizer's.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    k = len(micro_batches)
    mean_loss = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            part = F.cross_entropy(model(x), y) / k
        scaler.scale(part).backward()
        mean_loss += float(part)
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return mean_loss
