# Right: builds the autocast context once per micro-batch from torch.autocast (same as torch.amp.autocast), uses reduction="sum" divided by n*k for the loss, and clips the parameters listed in the optimizer's param groups.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y, reduction="sum") / (len(y) * k)
        scaler.scale(loss).backward()
        total += float(loss.detach())
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
