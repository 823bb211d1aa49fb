# Mistake: "replaces every existing `.grad` of `model`'s parameters ... its parameters hold a gradient, `None`, or a gradient while frozen" — skips parameters with requires_grad=False, so a frozen parameter's existing gradient stays this rank's own
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.requires_grad and p.grad is not None:
            all_reduce(p.grad)
            p.grad /= world_size
