# Mistake: "Skip parameters whose `.grad` is `None`: they stay `None`" -- gives them a zero gradient so that every rank makes the same number of all_reduce calls.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None:
            p.grad = torch.zeros_like(p)
        p.grad.div_(world_size)
        all_reduce(p.grad)
