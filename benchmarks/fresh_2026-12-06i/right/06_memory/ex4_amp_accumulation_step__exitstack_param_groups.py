# Right: enters autocast through contextlib.ExitStack per micro-batch, keeps the loss sum as a detached tensor added up in float64, and clips exactly the optimizer's parameters (its param_groups, which are all the model's).
import contextlib

def amp_accumulation_step(model, optimizer, scaler, micro_batches, max_norm, device_type="cpu", dtype=torch.float16):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    k = len(micro_batches)
    running = None
    for x, y in micro_batches:
        with contextlib.ExitStack() as stack:
            stack.enter_context(torch.amp.autocast(device_type, dtype=dtype))
            part = F.cross_entropy(model(x), y) / k
        scaler.scale(part).backward()
        d = part.detach().double()
        running = d if running is None else running + d
    scaler.unscale_(optimizer)
    params = [p for group in optimizer.param_groups for p in group["params"]]
    torch.nn.utils.clip_grad_norm_(params, max_norm)
    scaler.step(optimizer)
    scaler.update()
    return float(running.item())
