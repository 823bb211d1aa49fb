# Right: clears the gradients by setting .grad = None over the optimizer's param groups, uses torch.autocast (the same context), keeps detached loss tensors and sums them once with torch.stack at the end, and clips the optimizer's parameters (the model's, per the bullet).
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    params = [p for group in optimizer.param_groups for p in group["params"]]
    for p in params:
        p.grad = None
    k = len(micro_batches)
    parts = []
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        parts.append(loss.detach())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(torch.stack(parts).sum())
