# Mistake: "clip the gradient norm to max_norm with torch.nn.utils.clip_grad_norm_" (one norm over all the gradients) — read as "clip each gradient's norm": clip_grad_norm_ is called once per parameter, so each tensor is clipped on its own and the direction of the whole update changes whenever clipping is in effect
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    for p in model.parameters():
        if p.grad is not None:
            torch.nn.utils.clip_grad_norm_(p, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
