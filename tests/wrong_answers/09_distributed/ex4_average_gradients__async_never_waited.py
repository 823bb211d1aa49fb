# Diagnosis: not-waited
# Pitfall: launches every all_reduce with async_op=True to overlap them, then divides without waiting on the handles.
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.grad is not None:
            reduce(p.grad, async_op=True)
            p.grad.div_(world_size)
