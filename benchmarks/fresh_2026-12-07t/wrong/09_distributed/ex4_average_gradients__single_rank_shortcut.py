# Mistake: "every `.grad` that is not `None` takes part in the all-reduce ... and with `world_size` 1 too (... the process group, not `world_size`, says how many ranks there are)": with world_size == 1 the function returns at once, so no gradient reaches all_reduce.
def average_gradients(model, world_size, all_reduce=None):
    if world_size == 1:                 # one rank: the average is the gradient itself
        return
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad)
            p.grad /= world_size
