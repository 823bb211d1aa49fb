# Diagnosis: none-grad-reduced
# Pitfall: reduces every parameter's .grad, including the ones that are None.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        all_reduce(p.grad)
        if p.grad is not None:
            p.grad.div_(world_size)
