# Mistake: "`async_op=True` handles you `wait()` on (as with a real collective, the tests' `all_reduce` writes the sum into the tensor only when its handle's `wait()` is called ...)" — divides right after launching the asynchronous reduction; the sum lands at wait() and overwrites the divided gradient, so every .grad ends up the sum, not the mean
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    handles = []
    for p in model.parameters():
        if p.grad is None:
            continue
        handles.append(reduce(p.grad, async_op=True))
        p.grad.div_(world_size)          # overlaps with the communication
    for h in handles:
        h.wait()
