# Mistake: "replaces every existing .grad ... **in place** (the same tensor objects, which the optimizer reads)" — p.grad = p.grad / world_size makes a new tensor, so the .grad objects change
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            p.grad = p.grad / world_size
            all_reduce(p.grad)
