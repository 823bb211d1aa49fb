# Right: sets every .grad to None by hand, keeps the micro-batch losses as detached float32 tensors and reads their sum once at the end (one host sync), clips only the parameters that have a gradient after unscale_
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    for p in model.parameters():
        p.grad = None
    k = len(micro_batches)
    running = None
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y) / k
        scaler.scale(loss).backward()
        piece = loss.detach().float()
        running = piece if running is None else running + piece
    scaler.unscale_(optimizer)
    with_grad = [p for p in model.parameters() if p.grad is not None]
    torch.nn.utils.clip_grad_norm_(with_grad, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(running)
