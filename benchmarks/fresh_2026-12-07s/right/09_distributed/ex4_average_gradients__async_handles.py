# Right: divides first (as DDP does), launches every all_reduce with async_op=True, then waits on all handles.
def average_gradients(model, world_size, all_reduce=None):
    reduce_fn = dist.all_reduce if all_reduce is None else all_reduce
    handles = []
    for p in model.parameters():
        g = p.grad
        if g is None:
            continue
        g.div_(world_size)
        handles.append(reduce_fn(g, async_op=True))
    for h in handles:
        if h is not None:
            h.wait()
