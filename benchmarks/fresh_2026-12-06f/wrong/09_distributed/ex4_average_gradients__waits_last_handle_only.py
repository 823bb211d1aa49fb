# Mistake: "`async_op=True` handles you `wait()` on (... a handle never waited on leaves the gradient unreduced)" — only the last handle is waited on (assuming collectives finish in order), so every gradient but the last one stays unreduced
import torch.distributed as dist


def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    handles = []
    for g in grads:
        g.div_(world_size)
        handles.append(all_reduce(g, async_op=True))
    if handles:
        handles[-1].wait()
