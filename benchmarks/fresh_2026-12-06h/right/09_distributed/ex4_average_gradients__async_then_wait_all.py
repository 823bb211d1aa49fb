# Right: launches every all_reduce with async_op=True, waits on every handle (as one overlaps communication in a real run), and only then divides each gradient in place; falls back to dist.all_reduce when None is passed.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    handles = [all_reduce(g, async_op=True) for g in grads]
    for handle in handles:
        if handle is not None:
            handle.wait()
    with torch.no_grad():
        for g in grads:
            g.div_(world_size)
