# Right: divides each gradient first (as DDP does), launches every all_reduce with async_op=True, then waits on all handles before returning.
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    handles = []
    for p in model.parameters():
        if p.grad is None:
            continue
        p.grad.div_(world_size)
        handles.append(reduce(p.grad, async_op=True))
    for h in handles:
        if h is not None:
            h.wait()
