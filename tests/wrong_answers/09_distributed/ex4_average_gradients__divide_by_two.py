# Diagnosis: wrong-divisor
# Pitfall: divides by 2, the world size of the machine it was written on, instead of world_size.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is not None:
            all_reduce(p.grad)
            p.grad /= 2
