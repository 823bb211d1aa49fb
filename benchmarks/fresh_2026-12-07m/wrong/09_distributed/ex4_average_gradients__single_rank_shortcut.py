# Mistake: "every `.grad` that is not `None` takes part in the all-reduce": with world_size == 1 the function returns at once ("nothing to average"), so no gradient is passed to all_reduce (the tests count the values reduced).
def average_gradients(model, world_size, all_reduce=None):
    if world_size == 1:
        return                      # one rank: the average is the gradient itself
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is not None:
            reduce(p.grad)
            p.grad /= world_size
