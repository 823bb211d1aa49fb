# Mistake: "every `.grad` that is not `None` takes part in the all-reduce" — returns early when world_size == 1 (the average of one rank is itself), so with one rank nothing is ever passed to all_reduce (the tests count the values reduced).
def average_gradients(model, world_size, all_reduce=None):
    if world_size == 1:
        return                                          # a single rank: nothing to average
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad)
            p.grad.div_(world_size)
