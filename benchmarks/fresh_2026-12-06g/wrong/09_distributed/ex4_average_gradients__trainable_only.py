# Mistake: "replaces every existing `.grad` of `model`'s parameters" with "its parameters hold a gradient, `None`, or a gradient while frozen (`requires_grad=False`)" — keeps only the parameters that require grad (as one builds an optimizer), so a frozen parameter that still holds a gradient keeps this rank's own value instead of the average
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.requires_grad and p.grad is not None:
            all_reduce(p.grad)
            p.grad.div_(world_size)
