# Mistake: "Average every other `.grad`, a frozen parameter's (`requires_grad=False`) included: the rule is whether `.grad` is `None`" — iterates the trainable parameters only (the optimizer idiom filter(lambda p: p.requires_grad, ...)), so a frozen parameter's .grad is left unaveraged.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in filter(lambda p: p.requires_grad, model.parameters()):
        if p.grad is not None:
            p.grad.div_(world_size)
            all_reduce(p.grad)
