# Right: clears with model.zero_grad(), keeps the undivided losses detached in a list and returns their stacked mean, clipping only the parameters that received a gradient.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    losses = []
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            loss = F.cross_entropy(model(x), y)
        scaler.scale(loss / len(micro_batches)).backward()
        losses.append(loss.detach())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.grad is not None], max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(losses).mean().item()
