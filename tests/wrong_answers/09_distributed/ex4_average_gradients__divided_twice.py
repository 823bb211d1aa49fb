# Diagnosis: wrong-divisor
# Pitfall: divides before and after the sum, so the gradients shrink by the world size once too often.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = all_reduce or dist.all_reduce
    for p in model.parameters():
        if p.grad is not None:
            p.grad /= world_size
            all_reduce(p.grad)
            p.grad /= world_size
