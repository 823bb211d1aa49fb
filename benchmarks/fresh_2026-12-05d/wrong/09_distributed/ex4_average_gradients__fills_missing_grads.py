# Mistake: "Skip parameters whose `.grad` is `None`: they stay `None`" — gives every gradient-less parameter a zero gradient so that all ranks make the same number of all_reduce calls, so those .grad come back as zero tensors instead of None
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is None:
            p.grad = torch.zeros_like(p)  # keep the collectives aligned across ranks
        reduce(p.grad)
        p.grad.div_(world_size)
