# Right: DDP's order: divide each existing gradient by world_size in place, then sum it in place with the given all_reduce (or dist.all_reduce when None); frozen parameters with a .grad included, None skipped
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for name, param in model.named_parameters():
        grad = param.grad
        if grad is None:
            continue
        grad.div_(world_size)
        all_reduce(grad)
