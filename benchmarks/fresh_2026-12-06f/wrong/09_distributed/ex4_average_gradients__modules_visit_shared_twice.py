# Mistake: "two layers sharing one weight (one parameter, one `.grad`)" — walking model.modules() with parameters(recurse=False) visits the shared weight once per layer, so its gradient is divided and all-reduced twice
import torch.distributed as dist


def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for module in model.modules():
        for p in module.parameters(recurse=False):
            if p.grad is not None:
                p.grad.div_(world_size)
                all_reduce(p.grad)
