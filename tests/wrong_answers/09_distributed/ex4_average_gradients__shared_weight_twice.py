# Diagnosis: shared-weight-twice
# Pitfall: walks model.modules() and each one's own parameters, so a weight two layers share is reduced and divided twice.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    for m in model.modules():
        for p in m.parameters(recurse=False):
            if p.grad is not None:
                all_reduce(p.grad)
                p.grad.div_(world_size)
