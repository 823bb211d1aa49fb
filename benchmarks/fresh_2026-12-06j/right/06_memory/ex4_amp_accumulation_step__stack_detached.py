# Right: clears with model.zero_grad(set_to_none=True), scales loss * (1/k), keeps the detached float32 losses in a list and returns torch.stack(...).mean().item().
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    inv_k = 1.0 / len(micro_batches)
    kept = []
    for xb, yb in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            loss = F.cross_entropy(model(xb), yb)
        kept.append(loss.detach().float())
        scaler.scale(loss * inv_k).backward()
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(kept).mean().item()
