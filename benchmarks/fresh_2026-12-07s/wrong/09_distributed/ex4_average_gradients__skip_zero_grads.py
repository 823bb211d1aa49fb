# Mistake: "every .grad that is not None takes part in the all-reduce, one of zeros too" - skips gradients that are all zeros on this rank to save a collective, so a zero .grad keeps zeros although the other ranks' gradients are not zero (and the ranks' k-th calls no longer line up).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None or not bool(p.grad.any()):
            continue
        p.grad.div_(world_size)
        all_reduce(p.grad)
