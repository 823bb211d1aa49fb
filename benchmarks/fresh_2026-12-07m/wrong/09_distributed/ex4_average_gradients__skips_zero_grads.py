# Mistake: "every `.grad` that is not `None` takes part in the all-reduce, one of zeros too (the other ranks' may not be zeros)": a gradient of zeros is skipped as "nothing to add", so that rank sends nothing and, on real ranks, keeps zeros while the others hold an average (and the k-th calls of the ranks no longer match).
def average_gradients(model, world_size, all_reduce=None):
    reduce = all_reduce if all_reduce is not None else dist.all_reduce
    for p in model.parameters():
        g = p.grad
        if g is None or not g.any():
            continue
        g.div_(world_size)
        reduce(g)
