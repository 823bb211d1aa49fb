# Right: clips the parameters taken from the optimizer's param_groups (the same set it steps), keeps the micro-batch losses in a list and returns their mean via torch.stack, and uses torch.autocast (the alias) instead of torch.amp.autocast.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        losses.append(loss.detach())
        scaler.scale(loss / k).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(losses).float().mean().item()
