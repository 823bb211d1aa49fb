# Mistake: "two layers sharing one weight (one parameter, one `.grad`)" - this walks every module's own parameters (model.modules(), recurse=False), so a weight shared by two layers is visited twice: it is all-reduced and divided twice, and does not come out as the average.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if p.grad is not None:
                all_reduce(p.grad)
                p.grad /= world_size
