# Right: clears with optimizer.zero_grad(set_to_none=True), uses reduction="sum" divided by k*n (the same as mean / k since all micro-batches have size n), and keeps the detached losses to average with torch.stack at the end.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    kept = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            out = model(x)
            loss = F.cross_entropy(out, y, reduction="sum") / (k * len(y))
        scaler.scale(loss).backward()
        kept.append(loss.detach().float())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(kept).sum().item()
