# Right: does the unscale/clip/step/update inside the loop when the last micro-batch is reached, and clips only the parameters that have a gradient.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for i, (x, y) in enumerate(micro_batches):
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        total += loss.item()
        scaler.scale(loss / k).backward()
        if i == k - 1:
            scaler.unscale_(optimizer)
            torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.grad is not None], max_norm)
            scaler.step(optimizer)
            scaler.update()
    return total / k
