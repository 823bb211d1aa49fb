# Diagnosis: reduced-a-copy
# Pitfall: averages a clone of each gradient; the .grad the optimizer reads is never touched.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is not None:
            grad = p.grad.clone()
            all_reduce(grad)
            grad /= world_size
