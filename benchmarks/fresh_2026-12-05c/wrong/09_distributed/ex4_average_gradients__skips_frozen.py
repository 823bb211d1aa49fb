# Mistake: "replaces every existing .grad of model's parameters" (a parameter may hold "a gradient while frozen") — filters on requires_grad, so a frozen parameter's existing gradient is left unaveraged
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    for p in model.parameters():
        if p.requires_grad and p.grad is not None:
            p.grad.div_(world_size)
            all_reduce(p.grad)
