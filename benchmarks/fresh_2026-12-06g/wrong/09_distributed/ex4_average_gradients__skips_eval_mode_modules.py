# Mistake: "replaces every existing `.grad` of `model`'s parameters **in place** ... by the average over the ranks" — walks the modules and skips those in eval mode ("an eval() layer does not train"), so the eval() BatchNorm1d's weight and bias keep this rank's own gradients although they hold one
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    seen = set()
    for module in model.modules():
        if not module.training:
            continue
        for p in module.parameters(recurse=False):
            if p.grad is None or id(p) in seen:
                continue
            seen.add(id(p))
            all_reduce(p.grad)
            p.grad.div_(world_size)
