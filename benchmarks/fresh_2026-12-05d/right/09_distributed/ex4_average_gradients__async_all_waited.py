# Right: launches every reduction with async_op=True, waits on every handle, and only then divides, each gradient in place
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    pending = []
    for p in model.parameters():
        if p.grad is not None:
            pending.append((p.grad, reduce(p.grad, async_op=True)))
    for grad, handle in pending:
        if handle is not None:
            handle.wait()
    for grad, _ in pending:
        grad.div_(world_size)
