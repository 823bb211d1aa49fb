# Mistake: "doing **one** optimizer update from a list of `k` micro-batches" (Pitfalls: stepping or updating the scaler after every micro-batch) — unscales, clips, steps and updates after each micro-batch: k updates instead of one
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        optimizer.zero_grad(set_to_none=True)
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
        scaler.step(optimizer)
        scaler.update()
        total += loss.item()
    return total
