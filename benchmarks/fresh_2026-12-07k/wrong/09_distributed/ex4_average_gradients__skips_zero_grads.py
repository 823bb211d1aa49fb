# Mistake: "every .grad that is not None takes part in the all-reduce, one of zeros too (the other ranks' may not be zeros)": this skips gradients that are all zeros on this rank to save communication, so the other ranks' gradients for that parameter are never averaged in (and the ranks' collectives go out of step).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None or not bool(p.grad.any()):   # nothing to share: no gradient, or all zeros
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
