# Mistake: "a BatchNorm in training mode (its running statistics update once per micro-batch)" - runs a second forward per micro-batch under no_grad to log its loss, so BatchNorm's running statistics (and num_batches_tracked) update twice per micro-batch.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    logged = 0.0
    for x, y in micro_batches:
        with torch.no_grad(), torch.amp.autocast(device_type, dtype=dtype):
            logged += F.cross_entropy(model(x), y).item() / k       # for the returned mean
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return logged
