# Mistake: "a Dropout the caller put in eval mode" and "after the call, model ... as the reference leaves it": it calls model.train() at the start of the step, which turns that Dropout back on (random masks change the gradients and the update) and leaves it in train mode.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.train()
    optimizer.zero_grad(set_to_none=True)
    losses = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type=device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y) / len(micro_batches)
        scaler.scale(loss).backward()
        losses.append(loss.item())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm)
    scaler.step(optimizer)
    scaler.update()
    return sum(losses)
