# Right: the division by k is folded into a scaled backward through `torch.autograd.backward`, the report is `math.fsum` of each micro-batch's `.item()` divided by k, and the old gradients are cleared with `model.zero_grad()` rather than the optimizer's.
import math

def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    model.zero_grad(set_to_none=True)
    k = len(micro_batches)
    values = []
    for x, y in micro_batches:
        with torch.amp.autocast(device_type=device_type, dtype=dtype):
            logits = model(x)
            loss = F.cross_entropy(logits, y)
        values.append(loss.item())
        torch.autograd.backward(scaler.scale(loss / k))
    scaler.unscale_(optimizer)
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=max_norm)
    scaler.step(optimizer)
    scaler.update()
    return math.fsum(values) / k
