# Diagnosis: frozen-skipped
# Pitfall: averages only the parameters that require grad, leaving the .grad a frozen parameter still holds unreduced.
def average_gradients(model, world_size, all_reduce=None):
    all_reduce = dist.all_reduce if all_reduce is None else all_reduce
    for p in model.parameters():
        if p.requires_grad and p.grad is not None:
            all_reduce(p.grad)
            p.grad.div_(world_size)
