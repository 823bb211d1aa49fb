# Right: clears with model.zero_grad(), keeps the detached float32 micro-batch means in a list and returns their stacked mean (one .item() at the end), and clips only the parameters that require grad.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    k = len(micro_batches)
    means = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type, dtype=dtype):
            mean_loss = F.cross_entropy(model(x), y)
        scaler.scale(mean_loss / k).backward()
        means.append(mean_loss.detach().float())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.requires_grad], max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(means).mean().item()
