# Right: one synchronous all_reduce per existing gradient (frozen parameters included, each shared parameter once since model.parameters() removes duplicates), the gradient scaled by 1 / world_size in place first, as DDP does; None gradients are never touched
def average_gradients(model, world_size, all_reduce=None):
    reduce_sum = dist.all_reduce if all_reduce is None else all_reduce
    for param in model.parameters():
        grad = param.grad
        if grad is None:
            continue
        grad.mul_(1.0 / world_size)
        reduce_sum(grad)
