# Mistake: "Average every other `.grad`, a frozen parameter's (`requires_grad=False`) included": the loop only looks at parameters that require grad, so a frozen parameter that still holds a gradient keeps its own rank's gradient.
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    trainable = [p for p in model.parameters() if p.requires_grad]
    for p in trainable:
        if p.grad is not None:
            p.grad.div_(world_size)
            reduce(p.grad)
