# Mistake: "every `.grad` that is not `None` takes part in the all-reduce ... and with `world_size` 1 too" -- returns early when world_size == 1, so the process group's other ranks' gradients are never summed in.
def average_gradients(model, world_size, all_reduce=None):
    if world_size == 1:
        return
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            p.grad /= world_size
            all_reduce(p.grad)
