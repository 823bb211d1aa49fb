# Mistake: "`async_op=True` handles you `wait()` on ... a handle never waited on leaves the gradient unreduced" — launches every reduction asynchronously but waits only on the last handle (collectives finish in order on a real stream), so every other gradient is divided without its sum
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    handle = None
    for g in grads:
        handle = reduce(g, async_op=True)
    if handle is not None:
        handle.wait()                    # the last one finishing means all have finished
    for g in grads:
        g.div_(world_size)
