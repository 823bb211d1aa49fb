# Right: clears every parameter's .grad to None by hand, runs each forward and loss in its own autocast(device_type, dtype=dtype) block, keeps the detached unscaled losses and sums them once in float64 at the end (no graph kept, one read-back), then the single unscale_ -> clip (global norm) -> step -> update
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    for p in model.parameters():
        p.grad = None
    k = len(micro_batches)
    parts = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y)
        scaler.scale(loss / k).backward()
        parts.append(loss.detach().to(torch.float64))
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.grad is not None], max_norm)
    scaler.step(optimizer)
    scaler.update()
    return (torch.stack(parts).sum() / k).item()
