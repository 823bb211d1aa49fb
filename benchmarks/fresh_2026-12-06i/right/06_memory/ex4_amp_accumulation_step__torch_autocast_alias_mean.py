# Right: uses the torch.autocast alias and model.zero_grad(), collects the undivided micro-batch losses and returns their statistics.fmean (equal sizes, so the mean of the means), backpropagating each one scaled by 1/k.
import statistics

def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    k = len(micro_batches)
    values = []
    for x, y in micro_batches:
        with torch.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y)
        scaler.scale(loss * (1.0 / k)).backward()
        values.append(loss.detach().float().item())
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=float(max_norm))
    scaler.step(optimizer)
    scaler.update()
    return float(statistics.fmean(values))
