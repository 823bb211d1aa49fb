# Right: divides each gradient first (as DDP does), launches every all_reduce with async_op=True and waits on all the handles before returning.
def average_gradients(model, world_size, all_reduce=None):
    reduce = all_reduce if all_reduce is not None else dist.all_reduce
    handles = []
    for p in model.parameters():
        if p.grad is None:
            continue
        p.grad.div_(world_size)
        handles.append(reduce(p.grad, async_op=True))
    for handle in handles:
        if handle is not None:
            handle.wait()
