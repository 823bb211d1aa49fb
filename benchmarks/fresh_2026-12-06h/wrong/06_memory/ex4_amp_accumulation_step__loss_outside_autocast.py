# Mistake: "for each micro-batch: forward and loss under `torch.amp.autocast(device_type, dtype=dtype)`" — only the forward runs under autocast; the cross-entropy is taken outside it on the float16/bfloat16 logits, so the loss (and its gradient) is computed in low precision instead of autocast's float32, and the returned loss is off by half-precision rounding.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.autocast(device_type, dtype=dtype):
            logits = model(x)
        loss = F.cross_entropy(logits, y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
