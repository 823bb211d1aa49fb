# Right: torch.autocast(device_type=..., dtype=...) (the same context as torch.amp.autocast), backward outside the autocast block, the loss read in float64 from the unscaled, divided loss; clipping only trainable parameters (frozen ones have no .grad and are skipped by clip_grad_norm_ anyway)
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y)
        loss = loss / k
        scaler.scale(loss).backward()
        total += loss.detach().double().item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.requires_grad], max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(total)
