# Mistake: "two layers sharing one weight (one parameter, one `.grad`)" -- walks every module's own parameters, so a weight shared by two Linear layers is divided and all-reduced twice.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if p.grad is not None:
                p.grad.div_(world_size)
                all_reduce(p.grad)
