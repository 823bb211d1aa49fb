# Mistake: "a Sequential with BatchNorm (running statistics) and a Dropout the caller put in eval mode ... the model's weights, gradients, buffers and modes" compared — calls model.train() before the forward passes, so the caller's eval-mode Dropout starts dropping and it is left in training mode
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.train()
    optimizer.zero_grad(set_to_none=True)
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
