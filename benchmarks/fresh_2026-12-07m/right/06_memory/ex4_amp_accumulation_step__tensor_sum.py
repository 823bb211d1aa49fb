# Right: clears with model.zero_grad() (every parameter is in the optimizer), uses torch.autocast, scales loss / k inside the scale call, and sums detached losses as a tensor read once at the end.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    k = len(micro_batches)
    running = None
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss / k).backward()
        part = loss.detach().float() / k
        running = part if running is None else running + part
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.grad is not None], max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(running.item())
