# Right: divides first (as DDP does), launches one async all_reduce per gradient in the same order on every rank, then waits on every handle; .grad tensors are changed in place and None gradients never reach all_reduce; model.parameters() lists a shared weight once
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    handles = []
    for g in grads:
        g.div_(world_size)
        handles.append(reduce(g, async_op=True))
    for h in handles:
        h.wait()
