# Mistake: "Average every other `.grad`, a frozen parameter's (`requires_grad=False`) included: the rule is whether `.grad` is `None`, not what `requires_grad` says" - this loops over parameters that require grad only, so a frozen parameter that still holds a .grad is left unaveraged.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if not p.requires_grad or p.grad is None:
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
