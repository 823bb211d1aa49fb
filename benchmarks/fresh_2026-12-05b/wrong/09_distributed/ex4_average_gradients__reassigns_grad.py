# Mistake: "The gradients must stay the same tensor objects (`.grad` changed in place, never reassigned)" -- divides out of place (p.grad = p.grad / world_size), a new tensor object, before reducing it.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.grad is None:
            continue
        p.grad = p.grad / world_size
        all_reduce(p.grad)
