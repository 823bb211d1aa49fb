# Mistake: "a caller whose notebook runs on an accelerator ... use the arguments'" / "forward and loss under `torch.amp.autocast(device_type, dtype=dtype)`" — autocasts for the notebook's run.device.type instead of the device_type argument; on a GPU notebook the CPU model runs without autocast (float32).
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(run.device.type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
