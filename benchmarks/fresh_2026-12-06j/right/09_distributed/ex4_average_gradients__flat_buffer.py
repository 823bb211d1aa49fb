# Right: one collective over a flat buffer: the gradients are concatenated (dtype and device kept), divided first, summed with a single all_reduce, and copied back into each existing .grad in place.
def average_gradients(model, world_size, all_reduce=None):
    reduce = all_reduce if all_reduce is not None else dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.cat([g.reshape(-1) for g in grads]).div_(world_size)
    reduce(flat)
    offset = 0
    for g in grads:
        g.copy_(flat[offset:offset + g.numel()].view_as(g))
        offset += g.numel()
