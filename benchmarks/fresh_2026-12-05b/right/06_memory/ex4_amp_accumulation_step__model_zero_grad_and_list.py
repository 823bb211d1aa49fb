# Right: clears via the optimizer's param groups (grads to None), collects float losses per micro-batch and returns their mean; clips the optimizer's parameters.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    params = [p for group in optimizer.param_groups for p in group["params"]]
    for p in params:
        p.grad = None
    k = len(micro_batches)
    values = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        values.append(loss.item())
        scaler.scale(loss / k).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return sum(values) / k
