# Mistake: "after the call, `model` ... as the reference leaves it" / "a Dropout the caller put in eval mode": model.train() at the start puts that Dropout back in train mode (random masks, different update, mode changed).
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.train()
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        losses.append(loss.item())
        scaler.scale(loss / k).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return sum(losses) / k
