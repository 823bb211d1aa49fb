# Mistake: "`all_reduce(tensor)` sums a tensor in place across ranks (use `dist.all_reduce` when `None` is passed)" — dist.all_reduce is the parameter's default instead of the replacement for None, so an explicit average_gradients(model, world_size, None) calls None and raises TypeError.
def average_gradients(model, world_size, all_reduce=dist.all_reduce):
    with torch.no_grad():
        for p in model.parameters():
            if p.grad is None:
                continue
            all_reduce(p.grad)
            p.grad.div_(world_size)
