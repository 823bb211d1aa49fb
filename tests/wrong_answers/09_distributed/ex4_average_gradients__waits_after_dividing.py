# Diagnosis: not-divided
# Pitfall: divides while the asynchronous all_reduce is still in flight, and waits only at the end: the sum overwrites the division.
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    handles = []
    for p in model.parameters():
        if p.grad is not None:
            handles.append(reduce(p.grad, async_op=True))
            p.grad.div_(world_size)
    for h in handles:
        h.wait()
