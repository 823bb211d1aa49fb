# Right: the standard order (zero_grad, per micro-batch autocast forward + scale(loss / k).backward(), unscale_, clip, step, update); the divided losses are summed as detached tensors and read back once at the end
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    running = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        running.append(loss.detach().float())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(running).sum().item()
