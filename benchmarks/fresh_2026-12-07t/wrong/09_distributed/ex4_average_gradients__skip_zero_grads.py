# Mistake: "every `.grad` that is not `None` takes part in the all-reduce, one of zeros too ... (the other ranks' may not be zeros)": gradients that are all zeros on this rank are skipped, so they never receive the other ranks' contributions (and the ranks' k-th all_reduce calls no longer line up).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None or not torch.any(p.grad):   # nothing to average
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
