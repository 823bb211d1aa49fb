# Right: collects each micro-batch's (undivided) loss as a float and returns their mean; clips over the optimizer's param_groups instead of model.parameters().
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    values = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y)
        values.append(loss.item())
        scaler.scale(loss / k).backward()
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return sum(values) / k
