# Mistake: "every `.grad` that is not `None` takes part in the all-reduce, one of zeros too (the other ranks' may not be zeros)": a gradient that is all zeros on this rank is skipped as "nothing to send", so it stays zero instead of becoming the other ranks' average (and the ranks' k-th collectives no longer line up).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None or not p.grad.any():      # nothing to send
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
