# Mistake: "replaces every existing `.grad` of `model`'s parameters" (the list: "a gradient while frozen (requires_grad=False)") — parameters with requires_grad=False are skipped, so a frozen parameter's existing gradient stays unaveraged
import torch.distributed as dist


def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if not p.requires_grad or p.grad is None:
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
