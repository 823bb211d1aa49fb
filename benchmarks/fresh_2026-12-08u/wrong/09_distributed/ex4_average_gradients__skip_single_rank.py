# Mistake: "with `world_size` 1 too: skip no call" — returns early when world_size == 1 ("nothing to average"), so no gradient takes part in the collective.
def average_gradients(model, world_size, all_reduce=None):
    if world_size == 1:
        return
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad)
            p.grad.div_(world_size)
