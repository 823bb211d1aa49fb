# Mistake: "`dtype` may be `torch.float16` or `torch.bfloat16`": autocast is entered with dtype=torch.float16 written out (as in a GPU recipe), so a call with dtype=torch.bfloat16 still runs the forward in float16.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=torch.float16):
            loss = F.cross_entropy(model(x), y)
        losses.append(loss.detach())
        scaler.scale(loss / k).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(losses).mean().item()
