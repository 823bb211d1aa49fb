# Mistake: "Average every other `.grad`, a frozen parameter's (`requires_grad=False`) included: the rule is whether `.grad` is `None`, not what `requires_grad` says": the loop walks only the trainable parameters (the usual optimizer idiom), so a frozen parameter that still holds a gradient keeps its own, unaveraged.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in filter(lambda p: p.requires_grad, model.parameters()):
        if p.grad is not None:
            all_reduce(p.grad)
            p.grad.div_(world_size)
