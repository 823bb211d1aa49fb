# Mistake: "`async_op=True` handles you `wait()` on (as with a real collective, the tests' `all_reduce` writes the sum into the tensor only when its handle's `wait()` is called: a handle never waited on leaves the gradient unreduced)" — launches every all_reduce asynchronously and waits only on the last handle ("collectives finish in order"): every gradient but the last keeps this rank's own value (divided by world_size)
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    handle = None
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    for g in grads:
        g.div_(world_size)
        handle = all_reduce(g, async_op=True)
    if handle is not None:
        handle.wait()
