# Mistake: "Do not ask `all_reduce` to average (`op=ReduceOp.AVG`): gloo, the CPU backend, does not support it": when all_reduce is None the function calls dist.all_reduce(..., op=ReduceOp.AVG), which fails on a gloo process group.
def average_gradients(model, world_size, all_reduce=None):
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if all_reduce is None:          # the real collective can average by itself
        for g in grads:
            dist.all_reduce(g, op=dist.ReduceOp.AVG)
        return
    for g in grads:
        all_reduce(g)
        g.div_(world_size)
