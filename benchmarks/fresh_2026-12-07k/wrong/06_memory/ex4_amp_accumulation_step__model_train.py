# Mistake: "compared with the reference: ... the model's ... modes" and "a Dropout the caller put in eval mode": calling model.train() before the step switches the caller's eval-mode Dropout back to training mode (different outputs, and the mode left changed).
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.train()
    optimizer.zero_grad()
    k = len(micro_batches)
    losses = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        losses.append(loss.detach())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return sum(losses).item()
