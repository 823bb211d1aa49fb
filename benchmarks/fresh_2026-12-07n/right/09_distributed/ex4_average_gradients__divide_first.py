# Right: divides each gradient by world_size before the sum (DDP's order), launches every all_reduce with async_op=True and waits on all the handles afterwards.
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    handles = []
    for _, p in model.named_parameters():
        g = p.grad
        if g is None:
            continue
        g.div_(world_size)
        handles.append(reduce(g, async_op=True))
    for h in handles:
        if h is not None:
            h.wait()
