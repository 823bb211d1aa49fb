# Right: optimizer.zero_grad() first, autocast via torch.autocast (same context manager), backward of scaler.scale(loss / k); the returned value is the mean of the undivided micro-batch losses (equal sizes, so it is the full-batch mean), computed in Python floats
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        losses.append(loss.item())
        scaler.scale(loss / k).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return sum(losses) / k
