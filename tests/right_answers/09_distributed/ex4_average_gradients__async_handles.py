# Launch every all_reduce asynchronously, wait for all of them, then divide (how overlapping works).
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    handles = [reduce(g, op=dist.ReduceOp.SUM, async_op=True) for g in grads]
    for handle in handles:
        handle.wait()
    torch._foreach_div_(grads, world_size) if grads else None
