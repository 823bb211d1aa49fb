# Right: divide first (like DDP), launch every all_reduce with async_op=True, then wait() on every handle before returning.
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    handles = []
    for param in model.parameters():
        grad = param.grad
        if grad is None:
            continue
        grad.mul_(1.0 / world_size)
        handles.append(reduce(grad, async_op=True))
    for handle in handles:
        handle.wait()
