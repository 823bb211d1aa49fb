# Right: weights each micro-batch's loss by its share of the examples (len(x) / total), which equals 1/k for the equal micro-batches the prompt promises; the full-batch mean is accumulated as a Python float; model.zero_grad() clears old gradients (set to None).
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    n_total = sum(len(x) for x, _ in micro_batches)
    mean_loss = 0.0
    for x, y in micro_batches:
        share = len(x) / n_total
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) * share
        scaler.scale(loss).backward()
        mean_loss += float(loss.detach())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return mean_loss
