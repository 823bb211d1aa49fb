# Mistake: "two layers sharing one weight (one parameter, one `.grad`)" — collects parameters module by module (parameters(recurse=False) of every module), so the shared weight is listed twice: reduced twice and divided twice
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if p.grad is not None:
                all_reduce(p.grad)
                p.grad.div_(world_size)
