# Mistake: "and with world_size 1 too (the other ranks' may not be zeros, and the process group, not world_size, says how many ranks there are)" - returns at once when world_size == 1, so no gradient is all-reduced in that case.
def average_gradients(model, world_size, all_reduce=None):
    if world_size == 1:
        return
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad)
            p.grad /= world_size
