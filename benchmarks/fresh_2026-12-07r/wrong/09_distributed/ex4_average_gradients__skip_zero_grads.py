# Mistake: "every `.grad` that is not `None` takes part in the all-reduce, one of zeros too" -- skips all-zero gradients as "nothing to send", so a rank whose gradient is zeros keeps zeros while the others' are not.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        g = p.grad
        if g is None or not bool(g.any()):
            continue
        g.div_(world_size)
        all_reduce(g)
