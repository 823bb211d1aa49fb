# Mistake: "Average every other `.grad`, a frozen parameter's (`requires_grad=False`) included: the rule is whether `.grad` is `None`" — skips parameters that do not require grad, so a frozen parameter that holds a gradient keeps its own, un-averaged one.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if not p.requires_grad or p.grad is None:      # frozen: nothing to train, nothing to sync
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
