# The order DDP uses: divide each gradient by the world size first, then sum over ranks.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None:
            continue
        p.grad.div_(world_size)
        all_reduce(p.grad)
