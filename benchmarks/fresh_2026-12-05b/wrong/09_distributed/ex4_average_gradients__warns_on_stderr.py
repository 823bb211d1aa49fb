# Mistake: "nothing else may change: no other global state, nothing on stderr" -- warns (on stderr) about every parameter without a gradient.
import warnings

def average_gradients(model, world_size, all_reduce=None):
    all_reduce = all_reduce or dist.all_reduce
    for name, p in model.named_parameters():
        if p.grad is None:
            warnings.warn(f"{name} has no gradient; not averaged")
            continue
        all_reduce(p.grad)
        p.grad.div_(world_size)
