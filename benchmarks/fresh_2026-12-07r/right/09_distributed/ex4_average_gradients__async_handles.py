# Right: launches every all_reduce with async_op=True, waits on all handles, then divides (sum first), on named_parameters().
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for _, p in model.named_parameters() if p.grad is not None]
    handles = [all_reduce(g, async_op=True) for g in grads]
    for h in handles:
        if h is not None:
            h.wait()
    for g in grads:
        g.div_(world_size)
