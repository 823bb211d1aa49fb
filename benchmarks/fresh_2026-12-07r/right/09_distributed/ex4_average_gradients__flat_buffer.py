# Right: one all_reduce over a flat buffer of every gradient (summed first, divided after), then copied back into each .grad in place.
def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = torch.cat([g.reshape(-1) for g in grads])
    all_reduce(flat)
    flat.div_(world_size)
    offset = 0
    for g in grads:
        k = g.numel()
        g.copy_(flat[offset:offset + k].view_as(g))
        offset += k
