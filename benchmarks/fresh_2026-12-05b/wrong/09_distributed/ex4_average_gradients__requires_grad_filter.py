# Mistake: "replaces every existing `.grad` of `model`'s parameters ... Skip parameters whose `.grad` is `None`" -- skips by requires_grad instead, so a frozen parameter that holds a gradient is left unaveraged.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.requires_grad and p.grad is not None:
            all_reduce(p.grad)
            p.grad /= world_size
