# Mistake: "every `.grad` that is not `None` takes part in the all-reduce, one of zeros too" — skips gradients that are all zeros (nothing to add, it seems), so a rank whose gradient is zeros leaves the collective out of step with the others.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None or not p.grad.any():
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
