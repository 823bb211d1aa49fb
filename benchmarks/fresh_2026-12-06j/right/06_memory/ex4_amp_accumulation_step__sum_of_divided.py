# Right: returns the sum of the already-divided micro-batch losses (loss / k), read one by one with .item() into a Python float, instead of averaging afterwards.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    mean_loss = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            part = F.cross_entropy(model(x), y) / k
        mean_loss += part.item()
        scaler.scale(part).backward()
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return mean_loss
