# Mistake: "Write `average_gradients(model, world_size, all_reduce=None)` ... `all_reduce(tensor)` sums a tensor in place across ranks" — divides by dist.get_world_size() instead of the world_size it is given, which needs a process group; with the all_reduce passed in (no group) it raises
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is not None:
            reduce(p.grad)
            p.grad.div_(dist.get_world_size())   # the group knows best
