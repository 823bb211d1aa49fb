# Mistake: the signature is "average_gradients(model, world_size, all_reduce=None)" with "use `dist.all_reduce` when `None` is passed"; here the default is dist.all_reduce itself, so a caller who passes all_reduce=None explicitly gets TypeError ('NoneType' object is not callable).
def average_gradients(model, world_size, all_reduce=dist.all_reduce):
    for p in model.parameters():
        if p.grad is None:
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
