# Right: computes each micro-batch loss as reduction="sum" / (k * n) (equal to mean / k), clears with model.zero_grad(), and returns the Python sum of the per-micro-batch values.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    k = len(micro_batches)
    result = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            logits = model(x)
            scaled_share = F.cross_entropy(logits, y, reduction="sum") / (k * len(y))
        scaler.scale(scaled_share).backward()
        result += scaled_share.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return result
