# Mistake: "a Dropout the caller put in eval mode" with modes compared after the call: model.train() at the start switches that Dropout back to training mode, so its masks change the loss and gradients, and the model comes back with other modes.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.train()
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total
