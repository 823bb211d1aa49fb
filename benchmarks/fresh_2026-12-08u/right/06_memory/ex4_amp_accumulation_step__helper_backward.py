# Right: a helper does one micro-batch (autocast forward, scaled backward) and returns its undivided loss; the step averages the k floats with statistics.fmean and uses torch.nn.utils.clip_grad_norm_ with keyword arguments.
import statistics

def _micro_step(model, scaler, x, y, k, device_type, dtype):
    with torch.amp.autocast(device_type, dtype=dtype):
        loss = F.cross_entropy(model(x), y)
    scaler.scale(loss / k).backward()
    return loss.item()


def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad()
    losses = [_micro_step(model, scaler, x, y, len(micro_batches), device_type, dtype) for x, y in micro_batches]
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(parameters=model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return statistics.fmean(losses)
