# Right: clears with model.zero_grad(set_to_none=True), enters autocast through torch.autocast, clips the parameters taken from the optimizer's param groups, and sums the divided losses as Python floats.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    k = len(micro_batches)
    mean_loss = 0.0
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            part = F.cross_entropy(logits, y) / k
        scaler.scale(part).backward()
        mean_loss += part.item()
    params = [p for group in optimizer.param_groups for p in group["params"]]
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(mean_loss)
