# Mistake: "a Dropout the caller put in eval mode ... after the call, model ... as the reference leaves them": model.train() at the start switches that Dropout back on, so the forward passes drop units (different loss, gradients and update) and the model leaves with its Dropout in train mode.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.train()                                # a training step
    optimizer.zero_grad()
    k = len(micro_batches)
    total = 0.0
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss / k).backward()
        total += loss.item()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return total / k
