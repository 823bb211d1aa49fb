# Diagnosis: all-reduce-ignored
# Pitfall: calls dist.all_reduce whatever all_reduce it is given.
def average_gradients(model, world_size, all_reduce=None):
    for p in model.parameters():
        if p.grad is not None:
            dist.all_reduce(p.grad)
            p.grad.div_(world_size)
