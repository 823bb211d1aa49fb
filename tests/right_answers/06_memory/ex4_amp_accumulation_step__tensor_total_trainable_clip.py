# Approach: loss total kept as a tensor and read once at the end; only the trainable parameters clipped.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad()
    total = torch.zeros(())
    for i, (x, y) in enumerate(micro_batches):
        with torch.autocast(device_type=device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / len(micro_batches)
        scaler.scale(loss).backward()
        total = total + loss.detach().float()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.requires_grad], max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(total)
