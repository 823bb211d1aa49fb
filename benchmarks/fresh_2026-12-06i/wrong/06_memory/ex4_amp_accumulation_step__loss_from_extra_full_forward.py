# Mistake: "return ... the mean of the micro-batch losses as computed (with a BatchNorm in training mode each micro-batch is normalised with its own statistics, so this is not the loss of one full-batch forward)" — reports the loss of one extra full-batch forward (no_grad, autocast): with a train-mode BatchNorm the value differs and the running statistics are updated one time too many.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    with torch.no_grad(), torch.amp.autocast(device_type, dtype=dtype):
        x_all = torch.cat([x for x, _ in micro_batches])
        y_all = torch.cat([y for _, y in micro_batches])
        report = F.cross_entropy(model(x_all), y_all).item()
    k = len(micro_batches)
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / k
        scaler.scale(loss).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return report
