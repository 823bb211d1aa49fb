# Right: accumulates the divided losses in a detached float32 tensor (one .item() at the end), clears with model.zero_grad(), and clips the parameters listed in the optimizer's param groups.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    k = len(micro_batches)
    running = torch.zeros((), dtype=torch.float32)
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y) / k
        scaler.scale(loss).backward()
        running += loss.detach().float().cpu()
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(running)
