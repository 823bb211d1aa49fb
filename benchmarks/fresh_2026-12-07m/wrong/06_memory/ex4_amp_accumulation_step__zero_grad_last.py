# Mistake: "clear old gradients first" - clears them at the end, after the step (the habit of some training loops): gradients left by an earlier step are accumulated into this update, and the model's .grad after the call is None instead of the reference's.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        losses.append(loss.item())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    optimizer.zero_grad()
    return sum(losses)
