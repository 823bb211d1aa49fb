# Mistake: "Do not ask all_reduce to average (op=ReduceOp.AVG): gloo, the CPU backend, does not support it" and "use dist.all_reduce when None is passed": when no all_reduce is given this calls dist.all_reduce(..., op=ReduceOp.AVG), which gloo refuses.
def average_gradients(model, world_size, all_reduce=None):
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if all_reduce is None:                 # the real collective can average by itself
        for g in grads:
            dist.all_reduce(g, op=dist.ReduceOp.AVG)
        return
    for g in grads:
        all_reduce(g)
        g.div_(world_size)
