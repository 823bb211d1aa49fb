# Mistake: "every `.grad` that is not `None` takes part in the all-reduce, one of zeros too (the other ranks' may not be zeros)" — skips all-zero gradients as "nothing to add", so this rank keeps zeros where the average is not zero (and real ranks would disagree on the number of collectives).
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    with torch.no_grad():
        for p in model.parameters():
            if p.grad is None or not p.grad.any():      # nothing to average
                continue
            all_reduce(p.grad)
            p.grad /= world_size
