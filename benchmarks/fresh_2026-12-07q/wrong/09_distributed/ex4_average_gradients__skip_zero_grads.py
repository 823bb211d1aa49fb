# Mistake: "every `.grad` that is not `None` takes part in the all-reduce, one of zeros too ... (the other ranks' may not be zeros" - this skips gradients that are all zeros on this rank to save communication, so such a gradient stays zero instead of the ranks' average (and the ranks' collectives fall out of step).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None or not torch.any(p.grad):
            continue
        p.grad.div_(world_size)
        all_reduce(p.grad)
