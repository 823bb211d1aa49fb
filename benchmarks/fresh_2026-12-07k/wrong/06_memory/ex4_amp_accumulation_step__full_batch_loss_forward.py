# Mistake: "return the full-batch mean loss ...: the mean of the micro-batch losses as computed (with a BatchNorm in training mode each micro-batch is normalised with its own statistics ...)": an extra no_grad forward on the concatenated batch computes a different loss with a training-mode BatchNorm and updates its running statistics one more time than "once per micro-batch".
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss / k).backward()
    with torch.no_grad(), torch.amp.autocast(device_type, dtype=dtype):
        xs = torch.cat([x for x, _ in micro_batches])
        ys = torch.cat([y for _, y in micro_batches])
        full_loss = F.cross_entropy(model(xs), ys).item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return full_loss
