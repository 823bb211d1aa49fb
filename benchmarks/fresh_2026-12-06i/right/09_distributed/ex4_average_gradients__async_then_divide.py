# Right: launches every all_reduce asynchronously (async_op=True) so the collectives overlap, waits on every handle, and only then divides each gradient in place by world_size (sum first, divide after).
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    handles = [reduce(g, async_op=True) for g in grads]
    for handle in handles:
        if handle is not None:
            handle.wait()
    with torch.no_grad():
        for g in grads:
            g.div_(world_size)
