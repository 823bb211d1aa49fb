# Mistake: "replaces every existing `.grad` of `model`'s parameters" (parameters "hold a gradient, `None`, or a gradient while frozen") — iterates only over parameters with requires_grad, so a frozen parameter's existing gradient is left as this rank's own
def average_gradients(model, world_size, all_reduce=None):
    reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in filter(lambda q: q.requires_grad, model.parameters()):
        if p.grad is not None:
            reduce(p.grad)
            p.grad.div_(world_size)
