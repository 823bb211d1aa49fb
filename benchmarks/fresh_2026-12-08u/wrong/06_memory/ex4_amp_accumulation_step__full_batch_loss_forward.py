# Mistake: "return the full-batch mean loss as a Python float: the mean of the micro-batch losses as computed (with a BatchNorm in training mode ... this is not the loss of one full-batch forward)": it reports the loss from one extra no-grad forward on the concatenated batch, which differs with a training-mode BatchNorm and also updates its running statistics one more time.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    k = len(micro_batches)
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss / k).backward()
    with torch.no_grad(), torch.amp.autocast(device_type, dtype=dtype):
        x_all = torch.cat([x for x, _ in micro_batches])
        y_all = torch.cat([y for _, y in micro_batches])
        report = F.cross_entropy(model(x_all), y_all).item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return report
