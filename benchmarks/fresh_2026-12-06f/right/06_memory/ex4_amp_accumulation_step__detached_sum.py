# Right: clears with set_to_none, autocast with the given device_type and dtype per micro-batch, loss / k scaled and backward, accumulates the unscaled per-micro-batch losses detached in float64, then unscale_, clip over the optimizer's own parameters (None grads skipped), step, update.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    total = torch.zeros((), dtype=torch.float64)
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.detach().double()
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(total)
