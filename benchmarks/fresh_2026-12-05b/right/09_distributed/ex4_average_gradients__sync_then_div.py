# Right: one blocking all_reduce per existing gradient (waiting on a returned handle if the collective gives one), then an in-place true division by world_size.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for _, p in model.named_parameters():
        if p.grad is None:
            continue
        work = all_reduce(p.grad)
        if work is not None and hasattr(work, "wait"):
            work.wait()
        p.grad.div_(world_size)
