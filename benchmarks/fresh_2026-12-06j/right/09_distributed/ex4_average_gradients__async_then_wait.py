# Right: every all_reduce is launched with async_op=True, all handles are waited on, and only then is each gradient divided (sum first, divide after).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    pending = []
    for p in model.parameters():
        if p.grad is not None:
            pending.append((p.grad, all_reduce(p.grad, async_op=True)))
    for grad, handle in pending:
        if handle is not None:
            handle.wait()
        grad.div_(world_size)
