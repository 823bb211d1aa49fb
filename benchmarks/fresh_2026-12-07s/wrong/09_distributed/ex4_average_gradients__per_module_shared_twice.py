# Mistake: "two layers sharing one weight (one parameter, one .grad)" - walks model.modules() and each module's own parameters, so a weight shared by two layers is all-reduced and divided twice (its .grad ends up sum-of-sums / world_size**2, wrong whenever world_size > 1).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if p.grad is None:
                continue
            all_reduce(p.grad)
            p.grad.div_(world_size)
