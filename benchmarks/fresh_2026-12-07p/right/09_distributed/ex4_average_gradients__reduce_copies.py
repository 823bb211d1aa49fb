# Right: launches one async all_reduce per gradient on a pre-divided copy, waits on every handle, then copies each result back into its .grad in place (the .grad objects never change).
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    pending = []
    for param in model.parameters():
        grad = param.grad
        if grad is None:
            continue
        shard = grad / world_size
        pending.append((grad, shard, reduce(shard, async_op=True)))
    for grad, shard, handle in pending:
        if handle is not None:
            handle.wait()
        grad.copy_(shard)
