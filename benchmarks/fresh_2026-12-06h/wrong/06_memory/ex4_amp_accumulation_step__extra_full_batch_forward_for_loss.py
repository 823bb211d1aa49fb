# Mistake: "return the full-batch mean loss as a Python float: the mean of the micro-batch losses as computed (with a BatchNorm in training mode ... this is not the loss of one full-batch forward)" — reports the loss of one extra no-grad forward of the concatenated batch: with a training-mode BatchNorm the value differs and that forward updates the running statistics once more.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    for x, y in micro_batches:
        with torch.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    with torch.no_grad(), torch.autocast(device_type, dtype=dtype):       # the loss to report, on the whole batch
        x_all = torch.cat([x for x, _ in micro_batches])
        y_all = torch.cat([y for _, y in micro_batches])
        reported = F.cross_entropy(model(x_all), y_all).item()
    scaler.step(optimizer)
    scaler.update()
    return reported
