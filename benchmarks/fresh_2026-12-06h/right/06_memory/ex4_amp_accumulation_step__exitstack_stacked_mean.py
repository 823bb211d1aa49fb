# Right: keeps the undivided micro-batch losses detached in a list and reports `torch.stack(...).mean()` read once at the end; enters autocast through a `contextlib.ExitStack`, and clips the parameters taken from the optimizer's param groups.
import contextlib

def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    optimizer.zero_grad(set_to_none=True)
    k = len(micro_batches)
    kept = []
    for x, y in micro_batches:
        with contextlib.ExitStack() as stack:
            stack.enter_context(torch.amp.autocast(device_type, dtype=dtype))
            loss = F.cross_entropy(model(x), y)
        kept.append(loss.detach().float())
        scaler.scale(loss / k).backward()
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return torch.stack(kept).mean().item()
