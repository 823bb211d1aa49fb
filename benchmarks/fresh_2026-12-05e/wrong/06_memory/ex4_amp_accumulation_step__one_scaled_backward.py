# Mistake: "for each micro-batch: forward and loss under autocast, divide the loss by `k`, and backward through `scaler.scale(...)`" — sums the k losses and calls scaler.scale(...).backward() once at the end: scale is called once instead of once per micro-batch, and every micro-batch's graph stays alive
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            losses.append(F.cross_entropy(model(x), y) / k)
    total = torch.stack([l.float() for l in losses]).sum()
    scaler.scale(total).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total.item()
