# Mistake: "after the last micro-batch: unscale, clip the gradient norm to max_norm" (the scaler may be disabled, enabled=False): unscale and clipping are put inside `if scaler.is_enabled()`, so with a disabled scaler the gradients are never clipped.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss / k).backward()
        losses.append(loss.detach())
    if scaler.is_enabled():                      # only a real scaler has scaled gradients to undo
        scaler.unscale_(optimizer)
        torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(losses).mean().item()
