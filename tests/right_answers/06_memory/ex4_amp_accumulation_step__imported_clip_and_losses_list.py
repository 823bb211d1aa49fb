# Approach: model.zero_grad(), clip_grad_norm_ imported by name, the undivided losses kept and averaged.
def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    from torch.nn.utils import clip_grad_norm_

    model.zero_grad(set_to_none=False)
    losses = []
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
        loss = F.cross_entropy(logits.float(), y)
        losses.append(loss.detach())
        scaler.scale(loss / len(micro_batches)).backward()
    scaler.unscale_(optimizer)
    clip_grad_norm_(list(model.parameters()), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(losses).mean().item()
