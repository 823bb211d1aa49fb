# Right: clips exactly the optimizer's parameters (all the model's here), keeps the per-micro-batch losses as detached float32 tensors and sums them once at the end (one host sync), and uses torch.autocast with the given dtype; order scale -> backward ... unscale_ -> clip -> step -> update.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    params = [p for group in optimizer.param_groups for p in group["params"]]
    for p in params:
        p.grad = None
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y) / k
        scaler.scale(loss).backward()
        losses.append(loss.detach().float())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(losses).sum().item()
