# Mistake: "reducing a copy of the gradient that the optimizer never sees" — sums and divides a clone, and never copies the result back into .grad
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            g = p.grad.detach().clone()
            all_reduce(g)
            g /= world_size
