# Mistake: "return the full-batch mean loss ...: the mean of the micro-batch losses as computed (with a BatchNorm in training mode ... this is not the loss of one full-batch forward)": it runs an extra full-batch forward for the returned loss, which gives another value with a training-mode BatchNorm and updates its running statistics once more.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    x_all = torch.cat([x for x, _ in micro_batches])
    y_all = torch.cat([y for _, y in micro_batches])
    with torch.no_grad(), torch.amp.autocast(device_type, dtype=dtype):
        full_loss = F.cross_entropy(model(x_all), y_all).item()     # the loss being stepped on, for logging
    scaler.step(optimizer)
    scaler.update()
    return full_loss
