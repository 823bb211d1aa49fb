# Right: launches one async all_reduce per gradient (after dividing, as DDP does), then waits on every handle before returning; .grad tensors are modified in place only, None grads never reach all_reduce
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    handles = []
    seen = set()
    for _, p in model.named_parameters():
        if id(p) in seen or p.grad is None:
            continue
        seen.add(id(p))
        p.grad.div_(world_size)
        handles.append(all_reduce(p.grad, async_op=True))
    for h in handles:
        if h is not None:
            h.wait()
