# Mistake: "Average every other `.grad`, a frozen parameter's (`requires_grad=False`) included: the rule is whether `.grad` is `None`" -- skips frozen parameters, so a frozen parameter holding a gradient keeps its local value.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if not p.requires_grad or p.grad is None:
            continue
        p.grad.div_(world_size)
        all_reduce(p.grad)
