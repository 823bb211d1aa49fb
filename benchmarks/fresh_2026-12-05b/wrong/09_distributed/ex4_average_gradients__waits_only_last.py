# Mistake: "`async_op=True` handles you `wait()` on (... a handle never waited on leaves the gradient unreduced)" -- launches every all_reduce asynchronously but waits only on the last handle.
def average_gradients(model, world_size, all_reduce=None):
    reduce = all_reduce if all_reduce is not None else dist.all_reduce
    handle = None
    for p in model.parameters():
        if p.grad is not None:
            p.grad.div_(world_size)
            handle = reduce(p.grad, async_op=True)
    if handle is not None:
        handle.wait()
