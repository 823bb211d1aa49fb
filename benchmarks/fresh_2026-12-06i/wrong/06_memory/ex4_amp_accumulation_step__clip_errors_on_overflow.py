# Mistake: "after the last micro-batch: unscale, clip the gradient norm ..., step and update the scaler" — clips with error_if_nonfinite=True "to be safe", so a float16 step whose scaled gradients overflow (init scale 65536) raises instead of letting scaler.step skip it and scaler.update halve the scale.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss / k).backward()
        losses.append(loss.item())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm, error_if_nonfinite=True)
    scaler.step(optimizer)
    scaler.update()
    return sum(losses) / k
