# Mistake: "`async_op=True` handles you `wait()` on (... a handle never waited on leaves the gradient unreduced)" — launches the collectives asynchronously and divides without waiting, so each gradient is only this rank's own divided by world_size
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            p.grad.div_(world_size)
            all_reduce(p.grad, async_op=True)
