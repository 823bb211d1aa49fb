# Mistake: "Skip parameters whose `.grad` is `None`: they stay `None`" — gives every gradient-less parameter a zero gradient first so that all ranks run the same collectives, which turns `None` into a tensor (and the optimizer then applies weight decay/momentum to it).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None:
            p.grad = torch.zeros_like(p)               # keep the collectives aligned across ranks
        all_reduce(p.grad)
        p.grad.div_(world_size)
